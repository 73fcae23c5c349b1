import Data
import Foundation
import JSONSyntax
import WireFormat

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension AppGateway {
    /// The URL request for `request`: base URL + path + query, JSON body, headers (the API
    /// version and `Accept`, then the request's, then the authorizer's), and the timeout. A POST gets a fresh
    /// `Idempotency-Key` unless the request brings its own: one key per logical create, which
    /// every retry of it reuses, since the retries resend this very URL request.
    func makeURLRequest<R: APIRequest>(for request: R) async throws(NetworkError) -> URLRequest {
        let url = try makeURL(path: request.path, queryItems: request.queryItems)
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.timeoutInterval = settings.timeout / .seconds(1)
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        urlRequest.setValue("1", forHTTPHeaderField: "X-API-Version")
        var headers = request.headers
        if let authorizer = settings.authorizer {
            headers.merge(try await authorizer.authorizationHeaders()) { _, auth in auth }
        }
        if let body = request.body {
            do {
                // The project's encoder sorts keys: the same value is always the same bytes, so a
                // server that keys a retried create by its body's digest (Idempotency-Key) sees
                // the retry as such.
                urlRequest.httpBody = try JSONCoding.encoder().encode(body)
            } catch {
                throw .invalidRequest(reason: "the body of \(R.self) does not encode: \(error)")
            }
            urlRequest.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
        }
        if request.method == .post, !headers.keys.contains(where: { $0.lowercased() == "idempotency-key" }) {
            headers["Idempotency-Key"] = UUID().uuidString
        }
        for (name, value) in headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        return urlRequest
    }

    private func makeURL(path: String, queryItems: [URLQueryItem]) throws(NetworkError) -> URL {
        let url = path.isEmpty ? baseURL : baseURL.appendingPathComponent(path)
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .invalidRequest(reason: "\(url) is not a valid URL")
        }
        if !queryItems.isEmpty {
            components.percentEncodedQueryItems = queryItems.map {
                URLQueryItem(name: WireQuery.encoded($0.name), value: $0.value.map(WireQuery.encoded))
            }
        }
        guard let result = components.url else { throw .invalidRequest(reason: "\(components) is not a valid URL") }
        return result
    }
}
