import Data
import Foundation

/// The gateway to the todos and projects API (`/v1` on the server, docs/REST.md): retries
/// idempotent calls, sends the configured bearer token, identifies the API version it speaks.
public struct AppGateway: NetworkGateway {
    private let client: HTTPClient

    /// A gateway to the API at `baseURL` (e.g. `http://127.0.0.1:8080/v1`).
    public init(baseURL: URL, settings: NetworkSettings = NetworkSettings()) {
        client = HTTPClient(baseURL: baseURL, settings: settings, headers: ["X-API-Version": "1"])
    }

    /// ``/Data/GatewayName/app``.
    public var name: GatewayName { .app }

    /// See ``NetworkGateway/request(_:)``.
    public func request<R: APIRequest>(_ request: R) async throws(NetworkError) -> R.Response {
        try await client.send(request)
    }
}
