import Data
import Foundation

/// The gateway to the todos and projects API (`/v1` on the server, docs/REST.md): the seam
/// between data sources and HTTP. Retries idempotent calls, sends the configured bearer token,
/// identifies the API version it speaks.
public struct AppGateway: Sendable {
    private let client: HTTPClient

    /// A gateway to the API at `baseURL` (e.g. `http://127.0.0.1:8080/v1`).
    public init(baseURL: URL, settings: NetworkSettings = NetworkSettings()) {
        client = HTTPClient(baseURL: baseURL, settings: settings, headers: ["X-API-Version": "1"])
    }

    /// Sends `request` (retrying if it is idempotent and the failure transient) and returns its
    /// decoded response.
    public func request<R: APIRequest>(_ request: R) async throws(NetworkError) -> R.Response {
        try await client.send(request)
    }
}
