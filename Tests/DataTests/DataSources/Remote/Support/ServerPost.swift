import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A raw `POST /v1/{collection}` of bytes no client of ours would send, for the tests that hold
/// the Swift server and the Python fixture to the same refusals.
enum ServerPost {
    /// The status and the `error` object of the answer (empty when there is none).
    static func send(
        _ body: String, to root: URL, _ collection: String
    ) async throws -> (status: Int, error: [String: Any]) {
        var request = URLRequest(url: root.appendingPathComponent("v1/\(collection)"), timeoutInterval: 10)
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (data, response) = try await URLSession.shared.send(request)
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, object?["error"] as? [String: Any] ?? [:])
    }

    /// A whole todo body with its closing brace left off, for a test to add members to.
    static func unclosedTodo(id: UUID = UUID()) -> String {
        #"{"id":"\#(id.uuidString)","title":"T","notes":"","done":false,"priority":"low","#
            + #""due":null,"projectId":null,"createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z""#
    }

    /// Expects `answer` to be 400 with `code`, naming `field`.
    static func expectRefusal(
        _ answer: (status: Int, error: [String: Any]), code: String, field: String, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(answer.status == 400, "\(what): \(answer.error)", sourceLocation: sourceLocation)
        #expect(answer.error["code"] as? String == code, "\(what): \(answer.error)", sourceLocation: sourceLocation)
        #expect(answer.error["field"] as? String == field, "\(what): \(answer.error)", sourceLocation: sourceLocation)
    }

    /// `GET /v1/{collection}/count`'s answer, without whitespace: `{"count":0}` when it is empty.
    static func count(at root: URL, _ collection: String = "todos") async throws -> String {
        let count = try await URLSession.shared.send(
            URLRequest(url: root.appendingPathComponent("v1/\(collection)/count"), timeoutInterval: 10)
        ).0
        return String(decoding: count, as: UTF8.self).filter { !$0.isWhitespace }
    }
}
