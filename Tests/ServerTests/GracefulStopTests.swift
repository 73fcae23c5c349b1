import Data
import Domain
import Foundation
import TestSupport
import Testing

/// SIGTERM: stop accepting, let requests in flight finish, close the store, exit 0.
@Suite("server: a graceful stop")
struct GracefulStopTests {
    @Test("SIGTERM during a slow request: the request is answered, the exit status is 0, the data stays")
    func stopDuringRequest() async throws {
        let folder = try TemporaryDirectory()
        let database = folder.url.appendingPathComponent("todos.sqlite").path
        let server = try await ServerProcess.start(["--store", "sqlite:\(database)", "--test-admin", "--log"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        let id = UUID()
        _ = try await client.send(
            "POST", "/_admin/faults",
            body: Data(#"{"faults": [{"kind": "delay", "seconds": 1, "method": "POST"}]}"#.utf8))

        async let slow = client.send("POST", "/v1/todos", body: Data(HTTPClient.todoJSON(id: id).utf8))
        // Stop only once the request is in flight: the statistics count it before its delay.
        while try await client.send("GET", "/_admin/stats").text.contains(#""total":0"#) {
            try await Task.sleep(for: .milliseconds(20))
        }
        let status = try await server.terminate()
        let answer = try await slow

        #expect(answer.status == 201)
        #expect(status == 0)
        #expect(server.errorOutput.contains("POST /v1/todos 201 "))
        let store = try DataStore.sqlite(path: database)
        let repository = TodoRepositoryImpl(dataSource: store.todoDataSource())
        #expect(try await repository.fetch(id: id).title == "Buy milk")
    }

    @Test("a request that outlasts the 5 s grace is cut off, and the server still exits 0")
    func graceIsBounded() async throws {
        let server = try await ServerProcess.start(["--store", "memory", "--test-admin"])
        defer { server.kill() }
        let client = HTTPClient(root: server.url)
        _ = try await client.send(
            "POST", "/_admin/faults", body: Data(#"{"faults": [{"kind": "delay", "seconds": 60}]}"#.utf8))

        let stuck = Task { try? await client.send("GET", "/v1/todos") }
        while try await client.send("GET", "/_admin/stats").text.contains(#""total":0"#) {
            try await Task.sleep(for: .milliseconds(20))
        }
        let status = await withinTimeLimit(.seconds(20)) { try? await server.terminate() }
        stuck.cancel()

        #expect(status == .some(.some(0)))
        #expect(server.errorOutput.contains("cut off"))
    }
}

/// A fresh folder, removed when the value goes away.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("server-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
