import Data
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The engine every gateway runs on: builds the URL request, sends it with retries through the
/// configured transport, checks the status and decodes the body. Gateways differ only in their
/// configuration, so the behaviour tested once here holds for all of them.
struct HTTPClient: Sendable {
    /// The URL every request path is resolved against, e.g. `http://127.0.0.1:8080/v1`.
    let baseURL: URL
    /// Headers, timeout, retries, hooks and transport.
    let settings: NetworkSettings

    /// Sends `request` and returns its decoded response.
    func send<R: APIRequest>(_ request: R) async throws(NetworkError) -> R.Response {
        let urlRequest = try await makeURLRequest(for: request)
        let response = try await sendWithRetries(urlRequest, method: request.method)
        return try decode(R.Response.self, from: response, url: urlRequest.url?.absoluteString ?? "")
    }
}

extension HTTPClient {
    /// The client of a gateway at `baseURL`, whose requests carry the gateway's own `headers`
    /// unless `settings` configures a header of the same name.
    init(baseURL: URL, settings: NetworkSettings, headers: [String: String]) {
        var settings = settings
        settings.headers = headers.merging(settings.headers) { _, configured in configured }
        self.init(baseURL: baseURL, settings: settings)
    }
}
