import Foundation
import Testing

/// A percent-encoded control character in a path or query: libmicrohttpd decodes into C strings,
/// so a `%00` used to end the path where it stood, and a request named another resource.
@Suite("server: a percent-encoded control character in a path or query is 400")
struct ControlCharacterPathTests {
    @Test("%00 in a path or query is 400 invalid_path, and nothing is deleted or listed")
    func encodedNUL() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let id = UUID().uuidString
        _ = try await client.send(
            "POST", "/v1/todos", body: Data(HTTPClient.todoJSON(id: UUID(uuidString: id) ?? UUID()).utf8))

        let answers = [
            try await client.send("DELETE", "/v1/todos/\(id)%00junk"),
            try await client.send("GET", "/v1/todos%00/whatever"),
            try await client.send("GET", "/v1/todos?text=%00"),
            try await client.send("GET", "/v1/todos?te%00xt=milk"),
            try await client.send("GET", "/v1/todos/\(id)%0A"),
            try await client.send("GET", "/v1/todos?text=a%7Fb"),
        ]

        for answer in answers {
            #expect(answer.status == 400 && answer.errorCode == "invalid_path", "\(answer.status) \(answer.text)")
        }
        #expect(try await client.send("GET", "/v1/todos/\(id)").status == 200, "the todo was deleted")
        #expect(
            try await client.send("GET", "/v1/todos?text=%25").status == 200, "an encoded % is no control character")
    }
}
