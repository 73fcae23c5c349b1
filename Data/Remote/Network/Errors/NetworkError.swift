import Data
import Foundation

/// Everything a gateway can throw, each case with the evidence needed to tell what happened and
/// where: the URL asked, the status and the server's own error body, the coding path of a bad
/// field, the transport's error code. Remote data sources map it to ``/Data/DataSourceError``.
public enum NetworkError: Error, Sendable, CustomStringConvertible {
    /// The server answered with a status outside 200...299 (a redirect that was not followed
    /// is ``redirectRefused(_:)``).
    case http(HTTPFailure)
    /// The body of a successful answer did not decode as the expected response.
    case decoding(DecodingFailure)
    /// The request could not be sent or its answer not received (refused, lost connection...).
    case transport(TransportFailure)
    /// No complete answer from `url` came within the configured timeout.
    case timedOut(after: Duration, url: String)
    /// The calling task was cancelled; nothing more is sent or awaited.
    case cancelled
    /// The answer's body from `url` was larger than the limit; reading stopped there, after
    /// `received` bytes (or the length the server announced, when that alone exceeded it).
    case responseTooLarge(limit: Int, received: Int, url: String)
    /// The server redirected a request that must not be followed there (see ``RedirectPolicy``).
    case redirectRefused(RedirectFailure)
    /// The request could not be built (an unencodable body, a bad URL, a line break in a header).
    case invalidRequest(reason: String)

    /// One line a person can read.
    public var description: String {
        switch self {
        case .http(let failure): failure.description
        case .decoding(let failure): failure.description
        case .transport(let failure): failure.description
        case .timedOut(let timeout, let url): "no answer from \(url) within \(TimeoutText.of(timeout))"
        case .cancelled: "cancelled"
        case .responseTooLarge(let limit, let received, let url):
            "the answer from \(url) exceeds the limit of \(limit) bytes (\(received) bytes received or announced)"
        case .redirectRefused(let failure): failure.description
        case .invalidRequest(let reason): "invalid request: \(reason)"
        }
    }
}

/// A timeout as people write it: `2 s`, `0.4 s`.
enum TimeoutText {
    static func of(_ duration: Duration) -> String {
        let seconds = (duration / .milliseconds(1)).rounded(.down) / 1000
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
