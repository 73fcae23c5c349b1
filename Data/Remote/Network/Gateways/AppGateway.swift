import Data
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The gateway to the todos and projects API (`/v1` on the server, docs/REST.md): the seam
/// between data sources and HTTP. Builds the URL request, sends it with retries through the
/// configured transport, checks the status and decodes the body; sends the configured bearer
/// token and identifies the API version it speaks (`X-API-Version: 1`).
public struct AppGateway: Sendable {
    /// The URL every request path is resolved against, e.g. `http://127.0.0.1:8080/v1`.
    let baseURL: URL
    /// Timeout, retries, credentials and transport.
    let settings: NetworkSettings

    /// A gateway to the API at `baseURL` (e.g. `http://127.0.0.1:8080/v1`).
    public init(baseURL: URL, settings: NetworkSettings = NetworkSettings()) {
        self.baseURL = baseURL
        self.settings = settings
    }

    /// Sends `request` (retrying if it is idempotent and the failure transient) and returns its
    /// decoded response.
    public func request<R: APIRequest>(_ request: R) async throws(NetworkError) -> R.Response {
        let urlRequest = try await makeURLRequest(for: request)
        let response = try await sendWithRetries(urlRequest, method: request.method)
        return try decode(R.Response.self, from: response, url: urlRequest.url?.absoluteString ?? "")
    }
}
