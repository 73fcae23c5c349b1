import Foundation
import TestSupport
import Testing

/// `GET /v1/{collection}/{id}` on a SQLite file, answered by a reader while the writer commits:
/// what the contract says, a write seen by the next read.
@Suite("server: a GET by id on a SQLite file answers as the contract says")
struct LookupByIDTests {
    @Test("200 with the record and its ETag, 404 for an unknown id, 401 without the token, a PUT seen at once, logged")
    func answersAsTheContractSays() async throws {
        let folder = try TemporaryDirectory()
        let database = folder.url.appendingPathComponent("todos.sqlite").path
        let server = try await ServerProcess.start(["--store", "sqlite:\(database)", "--token", "s3cret", "--log"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let authorized = ["Authorization": "Bearer s3cret"]
        let id = UUID()
        let created = try await client.send(
            "POST", "/v1/todos", body: Data(HTTPClient.todoJSON(id: id).utf8), headers: authorized)

        let found = try await client.send("GET", "/v1/todos/\(id.uuidString)", headers: authorized)
        let unknown = UUID()
        let missing = try await client.send("GET", "/v1/todos/\(unknown.uuidString)", headers: authorized)
        let refused = try await client.send("GET", "/v1/todos/\(id.uuidString)")
        let renamed = try await client.send(
            "PUT", "/v1/todos/\(id.uuidString)", body: Data(HTTPClient.todoJSON(id: id, title: "Buy oat milk").utf8),
            headers: authorized)
        let reread = try await client.send("GET", "/v1/todos/\(id.uuidString)", headers: authorized)
        _ = try await server.terminate()

        #expect(created.status == 201)
        #expect(found.status == 200 && found.text.contains(#""title":"Buy milk""#), "got \(found.text)")
        #expect(found.headers["etag"]?.hasPrefix("\"") == true, "got \(found.headers)")
        #expect(
            missing.status == 404 && missing.errorCode == "not_found"
                && missing.text.contains(unknown.uuidString.lowercased()))
        #expect(refused.status == 401 && refused.errorCode == "unauthorized")
        #expect(renamed.status == 200)
        #expect(reread.status == 200 && reread.text.contains(#""title":"Buy oat milk""#), "got \(reread.text)")
        #expect(reread.headers["etag"] == renamed.headers["etag"])
        #expect(server.errorOutput.contains("GET /v1/todos/\(id.uuidString) 200 "), "got \(server.errorOutput)")
        #expect(server.errorOutput.contains("GET /v1/todos/\(unknown.uuidString) 404 "))
    }
}
