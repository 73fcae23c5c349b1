import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The engine every gateway runs on: builds the URL request, sends it with retries through the
/// configured transport, checks the status and decodes the body. Gateways differ only in their
/// configuration, so the behaviour tested once here holds for all of them.
struct HTTPClient: Sendable {
    let configuration: GatewayConfiguration

    var settings: NetworkSettings { configuration.settings }

    /// Sends `request` and returns its decoded response.
    func send<R: APIRequest>(_ request: R) async throws(NetworkError) -> R.Response {
        let urlRequest = try await makeURLRequest(for: request)
        let response = try await sendWithRetries(urlRequest, method: request.method)
        return try decode(R.Response.self, from: response, url: urlRequest.url?.absoluteString ?? "")
    }
}
