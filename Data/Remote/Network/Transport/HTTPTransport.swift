import Data
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The seam below the gateways: sends one request and returns whatever answer came, any status.
///
/// ``CurlTransport`` is the real one, for http and https; tests give a gateway a stub of their
/// own, so that retries, redirects, errors and decoding are checked without a network. A transport never follows a redirect: the gateway decides (``RedirectPolicy``).
public protocol HTTPTransport: Sendable {
    /// Sends `request` once, within its `timeoutInterval`, and stops reading the answer as soon as
    /// its body exceeds `maximumBodyBytes`. Throws ``NetworkError/transport(_:)``,
    /// ``NetworkError/timedOut(after:url:)``, ``NetworkError/responseTooLarge(limit:received:url:)``
    /// or ``NetworkError/cancelled``; an error status is an answer, not an error, at this level.
    func send(_ request: URLRequest, maximumBodyBytes: Int) async throws(NetworkError) -> HTTPResponse
}

/// An answer as received: status, headers and the whole body.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code.
    public let status: Int
    /// The headers, names lower-cased.
    public let headers: [String: String]
    /// The body, possibly empty.
    public let body: Data

    /// Makes an answer; header names are lower-cased so that look-ups ignore case.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }

    /// The value of the header `name`, ignoring case.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
