import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A todo and a project are one JSON object: what `GET /v1/todos/{id}` answers is what
/// `demo todo list --json` prints and what `demo export` writes for it (issue 45).
@Suite("one wire format: the REST body, --json and export agree", .enabled(if: ReferenceServer.isAvailable))
struct OneWireFormatTests {
    @Test("a todo with a due day and a project, and its project, read three ways")
    func sameObjectThreeWays() async throws {
        let server = try ReferenceServer()
        let folder = try TemporaryFolder()
        let demo = DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": server.url, "TZ": "Europe/Berlin"])
        #expect(try await demo.run(["project", "add", "Home"]).status == 0)
        #expect(
            try await demo.run(["todo", "add", "Buy milk", "--due", "2026-12-24", "--project", "Home"]).status == 0)

        let listed = try #require(try Self.objects(await demo.run(["todo", "list", "--json"]).stdout).first)
        let projects = try Self.objects(await demo.run(["project", "list", "--json"]).stdout)
        let exported = try await demo.run(["export"]).stdout.split(separator: "\n").map { try Self.object(String($0)) }
        let id = try #require(listed["id"] as? String)
        let projectID = try #require(listed["projectId"] as? String)
        let body = try Self.object(try await Self.get(server.url + "/v1/todos/\(id)"))
        let projectBody = try Self.object(try await Self.get(server.url + "/v1/projects/\(projectID)"))

        #expect(NSDictionary(dictionary: body) == NSDictionary(dictionary: listed))
        #expect(NSDictionary(dictionary: projectBody) == NSDictionary(dictionary: projects[0]))
        #expect(
            exported.map(NSDictionary.init(dictionary:)) == [projectBody, body].map(NSDictionary.init(dictionary:)))
        #expect(body["due"] as? String == "2026-12-23T23:00:00.000Z", "the day's start in Berlin")
        #expect(id == id.lowercased() && projectID == projectID.lowercased())
    }

    private static func get(_ url: String) async throws -> String {
        let (data, _) = try await URLSession.shared.send(URLRequest(url: try #require(URL(string: url))))
        return String(decoding: data, as: UTF8.self)
    }

    private static func objects(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
