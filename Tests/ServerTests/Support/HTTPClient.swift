import Foundation
import TestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A well-behaved client for the tests: one request, its status, headers and body.
struct HTTPClient: Sendable {
    /// What came back.
    struct Answer: Sendable {
        let status: Int
        let headers: [String: String]
        let body: Data

        /// The body as text.
        var text: String { String(decoding: body, as: UTF8.self) }

        /// `error.code` of an error body, or nil.
        var errorCode: String? {
            let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
            return (object?["error"] as? [String: Any])?["code"] as? String
        }
    }

    let root: URL

    /// Sends `method path` with `body` and `headers`.
    func send(
        _ method: String, _ path: String, body: Data? = nil, headers: [String: String] = [:]
    ) async throws -> Answer {
        guard let url = URL(string: root.absoluteString + path) else { throw URLError(.badURL) }
        var request = URLRequest(url: url, timeoutInterval: 10)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.send(request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        return Answer(status: http.statusCode, headers: fields, body: data)
    }

    /// A todo's JSON with `id` and `title`, as a client sends it.
    static func todoJSON(id: UUID, title: String = "Buy milk") -> String {
        #"{"id":"\#(id.uuidString)","title":"\#(title)","notes":"","done":false,"priority":"high","#
            + #""due":null,"projectId":null,"createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z"}"#
    }
}
