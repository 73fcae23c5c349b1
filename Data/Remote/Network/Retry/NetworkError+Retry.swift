import Data
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NetworkError {
    /// Whether the same request may succeed if sent again: overload, server faults, timeouts and
    /// dropped connections. A client error, a bad body or a cancellation will not get better.
    var isTransient: Bool {
        switch self {
        case .http(let failure): [408, 429, 500, 502, 503, 504].contains(failure.status)
        case .timedOut: true
        case .transport(let failure): Self.transientCodes.contains(failure.code)
        case .decoding, .cancelled, .responseTooLarge, .redirectRefused, .invalidRequest: false
        }
    }

    /// The wait the server asked for, honoured for 429 and 503 only (RFC 9110 §10.2.3).
    var requestedDelay: Duration? {
        guard case .http(let failure) = self, [429, 503].contains(failure.status) else { return nil }
        return failure.retryAfter
    }

    private static let transientCodes: Set<URLError.Code> = [
        .networkConnectionLost, .cannotConnectToHost, .notConnectedToInternet, .dnsLookupFailed, .cannotFindHost,
    ]
}
