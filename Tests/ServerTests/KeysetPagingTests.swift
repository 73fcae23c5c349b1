import Foundation
import Testing

/// Keyset paging over HTTP (docs/REST.md, "Paging"): a full page links to the next with an
/// opaque `after` cursor, following the links lists every record that stayed once, and a cursor
/// the server did not make for this order is refused naming `after`.
@Suite("server: keyset paging with after")
struct KeysetPagingTests {
    /// `field` of an error body.
    private static func field(_ answer: HTTPClient.Answer) -> String? {
        let object = try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any]
        return (object?["error"] as? [String: Any])?["field"] as? String
    }

    /// The ids of a list answer, lower case as the wire writes them.
    private static func ids(_ answer: HTTPClient.Answer) -> [String] {
        let array = try? JSONSerialization.jsonObject(with: answer.body) as? [[String: Any]]
        return (array ?? []).compactMap { $0["id"] as? String }
    }

    /// The path and query of a `Link: <…>; rel="next"` header, or nil.
    private static func next(_ answer: HTTPClient.Answer) -> String? {
        guard let link = answer.headers.first(where: { $0.key.lowercased() == "link" })?.value,
            link.hasPrefix("<"), link.hasSuffix(#">; rel="next""#)
        else { return nil }
        return String(link.dropFirst().prefix(while: { $0 != ">" }))
    }

    @Test("following Link rel=next lists every todo that stayed once, while todos are deleted between pages")
    func followingLinks() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let todos = (0..<10).map { index in HTTPClient.todoJSON(id: UUID(), title: "Todo \(index % 3)") }
        _ = try await client.send("POST", "/v1/todos", body: Data("[\(todos.joined(separator: ","))]".utf8))
        let all = Self.ids(try await client.send("GET", "/v1/todos?sort=title&order=desc"))

        var walked: [String] = []
        var path: String? = "/v1/todos?sort=title&order=desc&limit=4"
        var pages = 0
        while let current = path {
            let answer = try await client.send("GET", current)
            #expect(answer.status == 200, "\(answer.text)")
            let page = Self.ids(answer)
            walked += page
            pages += 1
            if pages == 1, let last = page.last, let first = page.first {
                // The record the cursor names and one before it go; the next page must still
                // start right after the cursor's place.
                _ = try await client.send("DELETE", "/v1/todos/\(last)")
                _ = try await client.send("DELETE", "/v1/todos/\(first)")
            }
            path = Self.next(answer)
            #expect(path == nil || page.count == 4, "a short page links to none")
        }
        #expect(walked == all)
        #expect(pages == 3)
    }

    @Test(
        "a cursor the server did not make, or made for another order, is 400 invalid_query naming after",
        arguments: ["not-a-cursor!", "", "MQ", "bm9ub25zZW5zZQ"])
    func refusesForeignCursor(after: String) async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let answer = try await HTTPClient(root: server.url).send("GET", "/v1/todos?limit=2&after=\(after)")

        #expect(answer.status == 400 && answer.errorCode == "invalid_query", "\(answer.text)")
        #expect(Self.field(answer) == "after", "\(answer.text)")
    }

    @Test("a cursor made under one sort is 400 under another, on projects as on todos")
    func refusesCursorOfAnotherOrder() async throws {
        let server = try await ServerProcess.start(["--store", "memory"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        for name in ["a", "b", "c"] {
            let project =
                #"{"id":"\#(UUID().uuidString.lowercased())","name":"\#(name)","#
                + #""createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z"}"#
            let created = try await client.send("POST", "/v1/projects", body: Data(project.utf8))
            try #require(created.status == 201, "\(created.text)")
        }
        let first = try await client.send("GET", "/v1/projects?sort=name&limit=2")
        let link = try #require(Self.next(first))
        let cursor = try #require(URLComponents(string: link)?.queryItems?.first { $0.name == "after" }?.value)

        let same = try await client.send("GET", "/v1/projects?sort=name&limit=2&after=\(cursor)")
        let other = try await client.send("GET", "/v1/projects?sort=createdAt&limit=2&after=\(cursor)")

        #expect(same.status == 200 && Self.ids(same).count == 1, "\(same.text)")
        #expect(
            other.status == 400 && other.errorCode == "invalid_query" && Self.field(other) == "after", "\(other.text)")
    }
}
