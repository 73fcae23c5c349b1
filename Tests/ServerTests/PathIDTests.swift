import Foundation
import Testing

/// Ids in paths and answers (docs/REST.md: 36 characters, hex digits in groups of 8-4-4-4-12),
/// which the server reads and writes by hand rather than through Foundation's sscanf and snprintf.
@Suite("server: ids in paths and answers")
struct PathIDTests {
    @Test("an id in either case finds the record, and answers spell every id in lower case")
    func eitherCaseFindsTheRecord() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let projectID = try #require(UUID(uuidString: "0a1b2c3d-4e5f-4a6b-8c7d-9e0fa1b2c3d4"))
        let todoID = try #require(UUID(uuidString: "fedcba98-7654-4321-8fed-cba987654321"))
        let project =
            #"{"id":"\#(projectID.uuidString.lowercased())","name":"Home","createdAt":"2026-01-01T00:00:00.000Z","#
            + #""updatedAt":"2026-01-01T00:00:00.000Z"}"#
        let todo = HTTPClient.todoJSON(id: todoID).replacingOccurrences(
            of: #""projectId":null"#, with: #""projectId":"\#(projectID.uuidString.lowercased())""#)
        #expect(try await client.send("POST", "/v1/projects", body: Data(project.utf8)).status == 201)
        #expect(try await client.send("POST", "/v1/todos", body: Data(todo.utf8)).status == 201)

        let lower = try await client.send("GET", "/v1/todos/\(todoID.uuidString.lowercased())")
        let upper = try await client.send("GET", "/v1/todos/\(todoID.uuidString)")
        let doubledSlash = try await client.send("GET", "/v1/todos//\(todoID.uuidString)")

        #expect(lower.status == 200, "\(lower.text)")
        let stored = try JSONSerialization.jsonObject(with: lower.body) as? [String: Any]
        #expect(stored?["id"] as? String == "fedcba98-7654-4321-8fed-cba987654321")
        #expect(stored?["projectId"] as? String == "0a1b2c3d-4e5f-4a6b-8c7d-9e0fa1b2c3d4")
        #expect(upper.body == lower.body)
        #expect(doubledSlash.body == lower.body)
    }

    @Test(
        "a path id that is not exactly 8-4-4-4-12 hex digits is 400 invalid_field",
        arguments: [
            "FEDCBA98-7654-4321-8FED-CBA98765432",  // 35 characters
            "FEDCBA98-7654-4321-8FED-CBA9876543210",  // 37
            "FEDCBA987-654-4321-8FED-CBA987654321",  // a hyphen one place late
            "FEDCBA98-7654-4321-8FED-CBA98765432G",  // not a hex digit
            "+EDCBA98-7654-4321-8FED-CBA987654321",  // a sign, which sscanf's %2hhx took
            "%20EDCBA98-7654-4321-8FED-CBA987654321",  // a space, which sscanf skipped
            "FEDCBA98-7654-4321-8FED-CBA98765432%C3%A9",  // 36 characters, 37 bytes
        ])
    func malformedIDsAreRefused(_ id: String) async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let stored = try #require(UUID(uuidString: "FEDCBA98-7654-4321-8FED-CBA987654321"))
        let created = try await client.send("POST", "/v1/todos", body: Data(HTTPClient.todoJSON(id: stored).utf8))
        #expect(created.status == 201)

        let answer = try await client.send("GET", "/v1/todos/\(id)")

        #expect(answer.status == 400 && answer.errorCode == "invalid_field", "\(id): \(answer.status) \(answer.text)")
    }
}
