import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing

/// What a person is told for each kind of failure (issue 12, item 4): the summary that
/// RepositoryError.userMessage shows names the server and says what happened and what to do.
@Suite("Failure summaries name the server and say what happened")
struct RemoteErrorMessageTests {
    private func summary(
        _ baseURL: URL, timeout: Duration = .seconds(5),
        _ body: @escaping @Sendable (TodoRepositoryImpl) async throws(RepositoryError) -> Void
    ) async -> String {
        let store = DataStore.remote(baseURL: baseURL, configuration: .faultTest(timeout: timeout, maximumAttempts: 1))
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let outcome = await withinTimeLimit {
            await repositoryError { () async throws(RepositoryError) in try await body(todos) }
        }
        switch outcome {
        case nil: return "no outcome within the test's time limit"
        case .some(nil): return "no error: the call succeeded"
        case .unavailable(let evidence)?, .storage(let evidence)?: return evidence.summary
        case let other?: return "unexpected: \(String(describing: other))"
        }
    }

    @Test("a refused connection asks whether the server runs and how to start it")
    func refused() async throws {
        // Not a server just stopped: its port may be another test's server's a moment later.
        let closed = try LoopbackPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(closed.port)"))
        let text = await summary(url) { todos throws(RepositoryError) in _ = try await todos.count(matching: .all) }
        #expect(text.contains("nothing answers at \(url.absoluteString)"), "\(text)")
        #expect(text.contains("is the server running?"), "\(text)")
        #expect(text.contains("`scripts/server --port \(closed.port)`"), "the real server, not its double: \(text)")
    }

    @Test("an unknown host says so")
    func unknownHost() async throws {
        let url = try #require(URL(string: "http://no-such-host.invalid:8080"))
        let text = await summary(url) { todos throws(RepositoryError) in _ = try await todos.count(matching: .all) }
        #expect(text.contains("the host of http://no-such-host.invalid:8080 is unknown"), "\(text)")
    }

    @Test(
        "a server that does not answer in time is a timeout after the configured seconds",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the fault-injecting double needs python3"))
    func timeout() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        try await server.inject(.delay(10))
        let text = await summary(server.baseURL, timeout: .seconds(1)) { todos throws(RepositoryError) in
            _ = try await todos.count(matching: .all)
        }
        #expect(text == "no answer from \(server.baseURL.absoluteString) within 1 s; try again later")
    }

    @Test(
        "a 5xx gives the server's own message and says to try again later",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the fault-injecting double needs python3"))
    func serverError() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        try await server.inject(.status(503))
        let text = await summary(server.baseURL) { todos throws(RepositoryError) in
            _ = try await todos.count(matching: .all)
        }
        #expect(
            text == "\(server.baseURL.absoluteString) failed to answer (503 injected_fault: injected status 503); "
                + "try again later")
    }

    @Test(
        "a 4xx the contract does not expect gives the status and the server's message",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the fault-injecting double needs python3"))
    func clientError() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        try await server.inject(.status(405))
        let text = await summary(server.baseURL) { todos throws(RepositoryError) in
            _ = try await todos.count(matching: .all)
        }
        #expect(text.hasPrefix(server.baseURL.absoluteString), "\(text)")
        #expect(text.contains("405 injected_fault: injected status 405"), "\(text)")
    }

    @Test(
        "a malformed answer gives the decoding path and the first bytes",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the fault-injecting double needs python3"))
    func malformed() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        try await server.inject(.malformed)
        let text = await summary(server.baseURL) { todos throws(RepositoryError) in _ = try await todos.fetchAll(.all) }
        #expect(text.hasPrefix("the answer from \(server.baseURL.absoluteString) is not what the REST contract"))
        #expect(text.contains("Array<TodoJSON> does not decode at <root>"), "\(text)")
        #expect(text.contains(#"it starts: {"id": "not finished""#), "\(text)")
    }

    @Test("a 401 says how to pass a token")
    func unauthorized() async throws {
        let server = try await ReferenceServer.start(["--token", "s3cret"])
        defer { server.stop() }
        let text = await summary(server.baseURL) { todos throws(RepositoryError) in
            _ = try await todos.count(matching: .all)
        }
        #expect(text.contains("401 unauthorized") && text.contains("--token TOKEN"), "\(text)")
    }
}
