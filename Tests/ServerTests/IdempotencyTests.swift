import Foundation
import Testing

/// `Idempotency-Key` on creates (docs/REST.md): a retry is answered from the first answer without
/// a second write; a key reused for other data is refused.
@Suite("server: Idempotency-Key makes a create safe to retry")
struct IdempotencyTests {
    @Test("the same key and body is replayed with Idempotent-Replayed, and stored once")
    func replay() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let key = ["Idempotency-Key": UUID().uuidString]
        let body = Data("[\(HTTPClient.todoJSON(id: UUID()))]".utf8)

        let first = try await client.send("POST", "/v1/todos", body: body, headers: key)
        let retry = try await client.send("POST", "/v1/todos", body: body, headers: key)
        let unkeyed = try await client.send("POST", "/v1/todos", body: body)

        #expect(first.status == 201 && first.headers["idempotent-replayed"] == nil)
        #expect(retry.status == 201 && retry.headers["idempotent-replayed"] == "true")
        #expect(retry.body == first.body)
        #expect(unkeyed.status == 409 && unkeyed.errorCode == "duplicate_id")
        #expect(try await client.send("GET", "/v1/todos/count").text == #"{"count":1}"#)
    }

    @Test("a repeat after the created todo was deleted is 409 created_then_deleted: nothing is created again")
    func replayAfterDelete() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let id = UUID()
        let key = ["Idempotency-Key": UUID().uuidString]
        let body = Data("[\(HTTPClient.todoJSON(id: id))]".utf8)

        let first = try await client.send("POST", "/v1/todos", body: body, headers: key)
        let deleted = try await client.send("DELETE", "/v1/todos/\(id.uuidString)")
        let repeated = try await client.send("POST", "/v1/todos", body: body, headers: key)

        #expect(first.status == 201 && deleted.status == 204)
        #expect(repeated.status == 409 && repeated.errorCode == "created_then_deleted", "\(repeated.text)")
        #expect(repeated.text.contains(id.uuidString.lowercased()))
        #expect(try await client.send("GET", "/v1/todos/\(id.uuidString)").status == 404)
    }

    @Test("a repeated batch whose created project was deleted since is 409 created_then_deleted")
    func batchReplayAfterDelete() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let id = UUID()
        let key = ["Idempotency-Key": UUID().uuidString]
        let project =
            #"{"id":"\#(id.uuidString)","name":"Home","createdAt":"2026-01-01T00:00:00.000Z","#
            + #""updatedAt":"2026-01-01T00:00:00.000Z"}"#
        let body = Data(#"{"projects":[\#(project)]}"#.utf8)

        let first = try await client.send("POST", "/v1/batch", body: body, headers: key)
        let replayed = try await client.send("POST", "/v1/batch", body: body, headers: key)
        _ = try await client.send("DELETE", "/v1/projects/\(id.uuidString)")
        let repeated = try await client.send("POST", "/v1/batch", body: body, headers: key)

        #expect(first.status == 201 && replayed.status == 201 && replayed.headers["idempotent-replayed"] == "true")
        #expect(repeated.status == 409 && repeated.errorCode == "created_then_deleted", "\(repeated.text)")
        #expect(try await client.send("GET", "/v1/projects/count").text == #"{"count":0}"#)
    }

    @Test("the same key with another body is 422 idempotency_key_reused, and nothing is written")
    func reuse() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let key = ["Idempotency-Key": UUID().uuidString]

        _ = try await client.send("POST", "/v1/todos", body: Data(HTTPClient.todoJSON(id: UUID()).utf8), headers: key)
        let other = try await client.send(
            "POST", "/v1/todos", body: Data(HTTPClient.todoJSON(id: UUID()).utf8), headers: key)

        #expect(other.status == 422 && other.errorCode == "idempotency_key_reused")
        #expect(try await client.send("GET", "/v1/todos/count").text == #"{"count":1}"#)
    }

    @Test(
        "a key that is not printable ASCII (a space, a tab, a DEL) is 400 invalid_idempotency_key, nothing written",
        arguments: ["a b", "a\tb", "a\u{7F}b"])
    func keyOutsidePrintableASCII(key: String) async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let body = Data(HTTPClient.todoJSON(id: UUID()).utf8)

        let answer = try await client.send("POST", "/v1/todos", body: body, headers: ["Idempotency-Key": key])

        #expect(answer.status == 400 && answer.errorCode == "invalid_idempotency_key", "\(answer.text)")
        #expect(try await client.send("GET", "/v1/todos/count").text == #"{"count":0}"#)
    }

    @Test("a refused create is replayed as refused; concurrent retries write once")
    func concurrentRetries() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let key = ["Idempotency-Key": UUID().uuidString]
        let body = Data("[\(HTTPClient.todoJSON(id: UUID()))]".utf8)

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { try await client.send("POST", "/v1/todos", body: body, headers: key).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(statuses == Array(repeating: 201, count: 8))
        #expect(try await client.send("GET", "/v1/todos/count").text == #"{"count":1}"#)
    }
}
