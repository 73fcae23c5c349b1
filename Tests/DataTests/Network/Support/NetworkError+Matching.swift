import Data
import Foundation
import RemoteStore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NetworkError {
    /// The HTTP failure, for `.http`.
    var httpFailure: HTTPFailure? {
        if case .http(let failure) = self { return failure }
        return nil
    }

    /// The decoding failure, for `.decoding`.
    var decodingFailure: DecodingFailure? {
        if case .decoding(let failure) = self { return failure }
        return nil
    }

    /// The URL loading code, for `.transport`.
    var transportCode: URLError.Code? {
        if case .transport(let failure) = self { return failure.code }
        return nil
    }

    var isTimedOut: Bool {
        if case .timedOut = self { return true }
        return false
    }

    var isCancelled: Bool {
        if case .cancelled = self { return true }
        return false
    }

    var isResponseTooLarge: Bool {
        if case .responseTooLarge = self { return true }
        return false
    }
}

/// Runs `body` and returns the ``NetworkError`` it threw, or nil when it succeeded.
func networkError<T>(_ body: () async throws(NetworkError) -> T) async -> NetworkError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error
    }
}
