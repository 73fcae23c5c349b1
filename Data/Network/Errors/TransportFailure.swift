import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A failure below HTTP: the URL loading system's code and message.
public struct TransportFailure: Sendable, CustomStringConvertible {
    /// The URL loading system's code, e.g. `.networkConnectionLost`, `.cannotConnectToHost`.
    public let code: URLError.Code
    /// What it said.
    public let message: String

    /// Records a failure.
    public init(code: URLError.Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The code's number and the message.
    public var description: String {
        "transport failed (URLError \(code.rawValue)): \(message)"
    }
}
