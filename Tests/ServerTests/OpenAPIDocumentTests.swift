import Composition
import Foundation
import Testing

@testable import Server

/// docs/openapi.json is the contract: the server serves it as it is, and it describes every route
/// the server registers, so that a client generator or a contract tester reading it sees the
/// whole API (schemathesis checks the rest in scripts/test).
@Suite("server: GET /openapi.json is docs/openapi.json, which names every route")
struct OpenAPIDocumentTests {
    static let documentURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/openapi.json")

    @Test("the served document is the file, byte for byte, without a token")
    func servedDocumentIsTheFile() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--token", "secret"])
        defer { server.kill() }
        let answer = try await HTTPClient(root: server.url).send("GET", "/openapi.json")

        #expect(answer.status == 200)
        #expect(answer.headers["content-type"]?.hasPrefix("application/json") == true)
        #expect(answer.body == (try Data(contentsOf: Self.documentURL)))
    }

    @Test("every collection the server registers has its three paths and their methods in the document")
    func everyRegisteredRouteIsDocumented() throws {
        let paths = try Self.documentedPaths()
        let routes = try ServedResources.routes(from: CompositionRoot.makeContainer(store: .memory))
        let collections = routes.ordered.map(\.collection)

        #expect(collections.contains("todos") && collections.contains("projects"))
        for collection in collections {
            #expect(paths["/v1/\(collection)"] == ["get", "head", "post"], "\(collection)")
            #expect(paths["/v1/\(collection)/count"] == ["get", "head"], "\(collection)")
            #expect(paths["/v1/\(collection)/{id}"] == ["delete", "get", "head", "put"], "\(collection)")
        }
        #expect(paths["/v1/\(BatchRoute.segment)"] == ["post"])
        #expect(paths["/_admin/health"] == ["get", "head"])
        #expect(paths[OpenAPIDocument.path] == ["get", "head"])
        let served = Set(collections.flatMap { ["/v1/\($0)", "/v1/\($0)/count", "/v1/\($0)/{id}"] })
            .union(["/v1/batch", "/_admin/health", OpenAPIDocument.path])
        #expect(Set(paths.keys) == served, "the document describes a route the server does not serve")
    }

    /// Each path of the document with its methods, sorted; the `x-` members where scripts/scaffold
    /// inserts a generated entity's paths are not paths.
    private static func documentedPaths() throws -> [String: [String]] {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: documentURL)) as? [String: Any]
        let paths = try #require(document?["paths"] as? [String: [String: Any]]).filter { !$0.key.hasPrefix("x-") }
        let methods: Set<String> = ["get", "head", "post", "put", "delete", "patch", "options"]
        return paths.mapValues { $0.keys.filter(methods.contains).sorted() }
    }
}
