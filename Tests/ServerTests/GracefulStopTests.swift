import Data
import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

/// SIGTERM: stop accepting, let requests in flight finish, close the store, exit 0.
///
/// A request is in flight from the moment its head is whole; the tests hold one there by sending
/// its head with `Expect: 100-continue`, reading the server's `100 Continue` (sent once the head
/// has been handled), and only then the body, or never.
@Suite("server: a graceful stop")
struct GracefulStopTests {
    @Test(
        "SIGTERM while a request's body is still to come: the request is answered, the exit status is 0, the data stays"
    )
    func stopDuringRequest() async throws {
        let folder = try TemporaryDirectory()
        let database = folder.url.appendingPathComponent("todos.sqlite").path
        // A long idle timeout and grace: on a loaded machine the stop may be logged, and the test
        // may send the body, only seconds after the SIGTERM; neither the idle timeout nor the
        // stop's grace may cut the request off first (the bounded grace has a test of its own).
        let server = try await ServerProcess.start(
            ["--store", "sqlite:\(database)", "--log", "--timeout", "60", "--grace", "60"])
        defer { server.kill() }
        let id = UUID()
        let body = HTTPClient.todoJSON(id: id)
        let connection = try RawConnection(port: server.port)
        connection.send(
            "POST /v1/todos HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: \(body.utf8.count)\r\n\r\n")
        #expect(connection.status(quiet: .seconds(10)) == 100)

        async let exit = server.terminate()
        try await Self.waitUntilStopping(server)
        connection.send(body)
        let answer = connection.status(quiet: .seconds(10))
        let status = try await exit

        #expect(answer == 201)
        #expect(status == 0)
        #expect(server.errorOutput.contains("POST /v1/todos 201 "))
        let store = try DataStore.sqlite(path: database)
        let repository = TodoRepositoryImpl(dataSource: store.todoDataSource())
        #expect(try await repository.fetch(id: id).title == "Buy milk")
    }

    @Test(
        "a request that outlasts the grace (5 s, or --grace) is cut off, naming it, and the server still exits 0",
        arguments: [([], 5), (["--grace", "1"], 1)])
    func graceIsBounded(_ graceOption: [String], _ seconds: Int) async throws {
        // A long idle timeout, so that only the grace can end the request that never sends its body.
        let server = try await ServerProcess.start(["--store", "memory", "--timeout", "60"] + graceOption)
        defer { server.kill() }
        let connection = try RawConnection(port: server.port)
        connection.send("POST /v1/todos HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 100\r\n\r\n")
        #expect(connection.status(quiet: .seconds(10)) == 100)

        let status = await withinTimeLimit(.seconds(20)) { try? await server.terminate() }

        #expect(status == .some(.some(0)))
        #expect(server.errorOutput.contains("requests still running after \(seconds) s were cut off"))
    }

    /// Until the server has logged that it stops (`--log`): it no longer accepts, and waits.
    private static func waitUntilStopping(_ server: ServerProcess) async throws {
        let start = ContinuousClock.now
        while !server.errorOutput.contains("SIGTERM: stopping"), ContinuousClock.now - start < .seconds(20) {
            try await Task.sleep(for: .milliseconds(20))
        }
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
