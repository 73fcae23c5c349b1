import Foundation
import Testing

/// `PUT` with `If-Match` (docs/REST.md, "Versions and conditional writes"): the server replaces
/// a record only while its stored `updatedAt` is the version named, and answers 412 otherwise.
@Suite("server: If-Match makes a PUT conditional on the version read")
struct ConditionalUpdateTests {
    @Test("a PUT at the stored version is stored; a second PUT at that old version is 412 and writes nothing")
    func staleVersionIsRefused() async throws {
        let (server, id) = try await Self.serverWithOneTodo()
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let path = "/v1/todos/\(id.uuidString)"
        let read = ["If-Match": #""1767225600000""#]

        let first = try await client.send(
            "PUT", path, body: Data(HTTPClient.todoJSON(id: id, title: "First").utf8), headers: read)
        let stale = try await client.send(
            "PUT", path, body: Data(HTTPClient.todoJSON(id: id, title: "Stale").utf8), headers: read)
        let malformed = try await client.send(
            "PUT", path, body: Data(HTTPClient.todoJSON(id: id, title: "Bad").utf8), headers: ["If-Match": "soon"])

        #expect(first.status == 200, "\(first.text)")
        #expect(stale.status == 412 && stale.errorCode == "changed_since_read", "\(stale.text)")
        #expect(malformed.status == 400 && malformed.errorCode == "invalid_field", "\(malformed.text)")
        let stored = try await client.send("GET", path)
        #expect(stored.text.contains(#""title":"First""#), "\(stored.text)")
    }

    @Test(
        "an If-Match that is not a version (signed, one quote, 19 digits) is 400 and writes nothing",
        arguments: [#""+1767225600000""#, "+1767225600000", #""1767225600000"#, #""1000000000000000000""#])
    func unquotedTagIsRefused(tag: String) async throws {
        let (server, id) = try await Self.serverWithOneTodo()
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let path = "/v1/todos/\(id.uuidString)"

        let answer = try await client.send(
            "PUT", path, body: Data(HTTPClient.todoJSON(id: id, title: "Bad").utf8), headers: ["If-Match": tag])

        #expect(answer.status == 400 && answer.errorCode == "invalid_field", "\(tag): \(answer.text)")
        #expect(try await client.send("GET", path).text.contains(#""title":"Buy milk""#))
    }

    @Test("a GET or PUT of one record sends its version as ETag, and If-Match with it is a working condition")
    func entityTagRoundTrips() async throws {
        let (server, id) = try await Self.serverWithOneTodo()
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let path = "/v1/todos/\(id.uuidString)"

        let read = try await client.send("GET", path)
        #expect(read.headers["etag"] == #""1767225600000""#, "\(read.headers)")
        let tag = try #require(read.headers["etag"])
        let put = try await client.send(
            "PUT", path, body: Data(HTTPClient.todoJSON(id: id, title: "First").utf8), headers: ["If-Match": tag])
        #expect(put.status == 200, "\(put.text)")
        let stored = try JSONSerialization.jsonObject(with: put.body) as? [String: Any]
        let stamp = ISO8601DateFormatter()
        stamp.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let updatedAt = try #require((stored?["updatedAt"] as? String).flatMap { stamp.date(from: $0) })
        let version = Int64((updatedAt.timeIntervalSince1970 * 1000).rounded())
        #expect(put.headers["etag"] == "\"\(version)\"" && version > 1_767_225_600_000, "\(put.headers)")

        let stale = try await client.send(
            "PUT", path, body: Data(HTTPClient.todoJSON(id: id, title: "Stale").utf8), headers: ["If-Match": tag])
        #expect(stale.status == 412 && stale.errorCode == "changed_since_read", "\(stale.text)")
        let fresh = try await client.send(
            "PUT", path, body: Data(HTTPClient.todoJSON(id: id, title: "Second").utf8),
            headers: ["If-Match": put.headers["etag"] ?? ""])
        #expect(fresh.status == 200, "\(fresh.text)")
        let list = try await client.send("GET", "/v1/todos")
        #expect(list.status == 200 && list.headers["etag"] == nil, "\(list.headers)")
    }

    @Test("a PUT without If-Match replaces whatever is stored, stamped later than it")
    func unconditionalReplaces() async throws {
        let (server, id) = try await Self.serverWithOneTodo()
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let path = "/v1/todos/\(id.uuidString)"
        _ = try await client.send("PUT", path, body: Data(HTTPClient.todoJSON(id: id, title: "One").utf8))
        let second = try await client.send("PUT", path, body: Data(HTTPClient.todoJSON(id: id, title: "Two").utf8))

        #expect(second.status == 200 && second.text.contains(#""title":"Two""#), "\(second.text)")
        #expect(!second.text.contains(#""updatedAt":"2026-01-01T00:00:00.000Z""#), "\(second.text)")
    }

    /// A server on the memory store holding one todo, stored at the fixture's version
    /// (`updatedAt` 1767225600000), and that todo's id.
    private static func serverWithOneTodo() async throws -> (ServerProcess, UUID) {
        let server = try await ServerProcess.start(["--store", "memory"])
        let id = UUID()
        let created = try await HTTPClient(root: server.url).send(
            "POST", "/v1/todos", body: Data("[\(HTTPClient.todoJSON(id: id))]".utf8))
        if created.status != 201 { server.kill() }
        try #require(created.status == 201, "the todo was not created: \(created.text)")
        return (server, id)
    }
}
