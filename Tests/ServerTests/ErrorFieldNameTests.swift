import Foundation
import Testing

/// Error bodies name the member or parameter a client sent (docs/REST.md, "Integrity rules and
/// errors"), never the Domain field behind it: a todo's project is `projectId` on the wire.
@Suite("server: error bodies name wire members")
struct ErrorFieldNameTests {
    private static let nowhere = UUID()

    private static func todo(id: UUID) -> String {
        HTTPClient.todoJSON(id: id).replacingOccurrences(
            of: #""projectId":null"#, with: #""projectId":"\#(nowhere.uuidString.lowercased())""#)
    }

    /// `field` of an error body.
    private static func field(_ answer: HTTPClient.Answer) -> String? {
        let object = try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any]
        return (object?["error"] as? [String: Any])?["field"] as? String
    }

    @Test("a todo whose projectId names no project: 422 invalid_reference on projectId, by POST, PUT and batch")
    func invalidReference() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let id = UUID()
        _ = try await client.send("POST", "/v1/todos", body: Data(HTTPClient.todoJSON(id: id).utf8))

        let created = try await client.send("POST", "/v1/todos", body: Data(Self.todo(id: UUID()).utf8))
        let replaced = try await client.send("PUT", "/v1/todos/\(id.uuidString)", body: Data(Self.todo(id: id).utf8))
        let batched = try await client.send(
            "POST", "/v1/batch", body: Data(#"{"todos":[\#(Self.todo(id: UUID()))]}"#.utf8),
            headers: ["Idempotency-Key": UUID().uuidString])

        for answer in [created, replaced, batched] {
            #expect(answer.status == 422 && answer.errorCode == "invalid_reference", "\(answer.text)")
            #expect(Self.field(answer) == "projectId", "\(answer.text)")
        }
    }

    @Test("a negative limit or offset names the query parameter", arguments: ["limit", "offset"])
    func pageParameter(name: String) async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let answer = try await HTTPClient(root: server.url).send("GET", "/v1/todos?\(name)=-1")

        #expect(answer.status == 400 && answer.errorCode == "invalid_query", "\(answer.text)")
        #expect(Self.field(answer) == name, "\(answer.text)")
    }

    @Test("a priority filter that is no case's exact name: 400 invalid_query on priority, naming the cases")
    func priorityParameter() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let answer = try await HTTPClient(root: server.url).send("GET", "/v1/todos?priority=HIGH")

        #expect(answer.status == 400 && answer.errorCode == "invalid_query", "\(answer.text)")
        #expect(Self.field(answer) == "priority", "\(answer.text)")
        #expect(answer.text.contains(#"priority must be one of low, medium, high; got \"HIGH\""#), "\(answer.text)")
    }
}
