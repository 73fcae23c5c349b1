import Foundation
import Testing

@Suite("demo on the remote store", .enabled(if: ReferenceServer.isAvailable))
struct RemoteStoreTests {
    @Test("todos added through one process are listed by the next, through the server")
    func addThenList() async throws {
        let server = try ReferenceServer()
        let folder = try TemporaryFolder()
        let demo = DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": server.url])

        #expect(try await demo.run(["project", "add", "Home"]).status == 0)
        #expect(try await demo.run(["todo", "add", "Water plants", "--project", "Home", "-p", "high"]).status == 0)
        let listed = try await demo.run(["todo", "list"])

        #expect(listed.status == 0)
        #expect(listed.stdout.hasSuffix("\topen\thigh\t\tHome\tWater plants\n"))
    }

    @Test("a server that is not there is a failure (exit 1) that says the store cannot be reached")
    func unreachable() async throws {
        let folder = try TemporaryFolder()
        let demo = DemoProcess(dataHome: folder.url, extra: ["DEMO_STORE": "http://127.0.0.1:9"])

        let result = try await demo.run(["todo", "list"])

        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("demo: error: The store cannot be reached right now"))
    }
}
