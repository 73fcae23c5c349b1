import Foundation

/// Everything a gateway can throw, each case with the evidence needed to tell what happened:
/// the status and the server's own error body, the coding path of a bad field, the transport's
/// error code. Remote data sources map it to ``DataSourceError``.
public enum NetworkError: Error, Sendable, CustomStringConvertible {
    /// The server answered with a status outside 200...299.
    case http(HTTPFailure)
    /// The body of a successful answer did not decode as the expected response.
    case decoding(DecodingFailure)
    /// The request could not be sent or its answer not received (refused, lost connection...).
    case transport(TransportFailure)
    /// No complete answer came within the configured timeout.
    case timedOut(after: Duration)
    /// The calling task was cancelled; nothing more is sent or awaited.
    case cancelled
    /// The answer's body was larger than the gateway accepts; it was dropped unread.
    case responseTooLarge(limit: Int, received: Int)
    /// The request could not be built (an unencodable body, a bad URL).
    case invalidRequest(reason: String)

    /// One line a person can read.
    public var description: String {
        switch self {
        case .http(let failure): failure.description
        case .decoding(let failure): failure.description
        case .transport(let failure): failure.description
        case .timedOut(let timeout): "no answer within \(timeout)"
        case .cancelled: "cancelled"
        case .responseTooLarge(let limit, let received): "response of \(received) bytes exceeds the limit of \(limit)"
        case .invalidRequest(let reason): "invalid request: \(reason)"
        }
    }
}
