import Data
import Foundation

/// The gateway to the server's administration API (`/_admin`): health, statistics, resets and,
/// for tests, fault injection. Its calls are control operations, so it never retries and gives
/// up sooner than the app gateway.
public struct AdminGateway: NetworkGateway {
    private let client: HTTPClient

    /// A gateway to the admin API at `baseURL` (e.g. `http://127.0.0.1:8080/_admin`).
    public init(baseURL: URL, settings: NetworkSettings = NetworkSettings(timeout: .seconds(5), retry: .never)) {
        client = HTTPClient(baseURL: baseURL, settings: settings, headers: ["X-Client-Role": "admin"])
    }

    /// ``/Data/GatewayName/admin``.
    public var name: GatewayName { .admin }

    /// See ``NetworkGateway/request(_:)``.
    public func request<R: APIRequest>(_ request: R) async throws(NetworkError) -> R.Response {
        try await client.send(request)
    }
}
