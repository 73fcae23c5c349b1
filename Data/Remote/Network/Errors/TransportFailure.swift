import Data
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A failure below HTTP: where, the URL loading system's code for it, and what happened.
public struct TransportFailure: Sendable, CustomStringConvertible {
    /// The URL loading system's code, e.g. `.cannotConnectToHost` (refused), `.cannotFindHost`
    /// (unknown host), `.networkConnectionLost` (closed mid-answer).
    public let code: URLError.Code
    /// What happened, e.g. `connection refused`.
    public let message: String
    /// The URL that was being requested.
    public let url: String

    /// Records a failure.
    public init(code: URLError.Code, message: String, url: String = "") {
        self.code = code
        self.message = message
        self.url = url
    }

    /// The URL, the message and the code's number.
    public var description: String {
        (url.isEmpty ? "" : "\(url): ") + "\(message) (URLError \(code.rawValue))"
    }
}
