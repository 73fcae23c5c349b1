import Foundation
import Testing

/// Numbers that are valid JSON but no value of the member's type (too large for 64 bits, beyond a
/// double, or with a fraction; and any number where an ISO 8601 time is expected) are the
/// client's mistake in one member: 400 `invalid_field` naming it, never `invalid_json`.
@Suite("server: a number a member cannot hold is 400 invalid_field naming the member")
struct NumberMemberTests {
    static let unrepresentable = ["9223372036854775808", "1e400", "1767225600000.9"]

    @Test("a todo's createdAt, updatedAt or due, in a POST, a PUT or a batch", arguments: unrepresentable)
    func todoTimes(number: String) async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let id = UUID()
        let todo = HTTPClient.todoJSON(id: id)
        #expect(try await client.send("POST", "/v1/todos", body: Data(todo.utf8)).status == 201)

        for field in ["createdAt", "updatedAt", "due"] {
            let pattern = field == "due" ? #""due":null"# : #""\#(field)":"2026-01-01T00:00:00.000Z""#
            let bad = todo.replacingOccurrences(of: pattern, with: #""\#(field)":\#(number)"#)
            #expect(bad != todo)
            let new = bad.replacingOccurrences(of: id.uuidString, with: UUID().uuidString)
            let answers = [
                try await client.send("POST", "/v1/todos", body: Data(new.utf8)),
                try await client.send("PUT", "/v1/todos/\(id.uuidString)", body: Data(bad.utf8)),
                try await client.send(
                    "POST", "/v1/batch", body: Data(#"{"todos": [\#(bad)]}"#.utf8),
                    headers: ["Idempotency-Key": UUID().uuidString]),
            ]
            for answer in answers {
                #expect(answer.status == 400 && answer.errorCode == "invalid_field", "\(field): \(answer.text)")
                #expect(answer.text.contains(#""field":"\#(field)""#), "\(answer.text)")
            }
        }
        #expect(try await client.send("GET", "/v1/todos/count").text == #"{"count":1}"#)
    }

    @Test("a project's createdAt", arguments: unrepresentable)
    func projectTime(number: String) async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let project =
            #"{"id":"\#(UUID().uuidString)","name":"Home","createdAt":\#(number),"updatedAt":"2026-01-01T00:00:00.000Z"}"#

        let answer = try await client.send("POST", "/v1/projects", body: Data(project.utf8))

        #expect(answer.status == 400 && answer.errorCode == "invalid_field", "\(answer.text)")
        #expect(answer.text.contains(#""field":"createdAt""#), "\(answer.text)")
    }

    @Test("a negative limit or offset is 400 invalid_query naming the parameter as the URL spells it")
    func negativePage() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)

        for (query, field) in [("limit=-1", "limit"), ("offset=-1", "offset"), ("limit=2&offset=-5", "offset")] {
            for path in ["/v1/todos", "/v1/projects"] {
                let answer = try await client.send("GET", "\(path)?\(query)")
                #expect(answer.status == 400 && answer.errorCode == "invalid_query", "\(query): \(answer.text)")
                #expect(answer.text.contains(#""field":"\#(field)""#), "\(query): \(answer.text)")
            }
        }
    }
}
