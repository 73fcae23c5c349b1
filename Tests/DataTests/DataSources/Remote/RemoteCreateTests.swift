import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing
import WireFormat

/// Creates over HTTP (issue 12, item 3; docs/REST.md): every create carries an Idempotency-Key,
/// a retry reuses it and the server replays its first answer, so a lost answer never turns into
/// a failure that hides a write or into a second copy; and an answer that echoes a large batch
/// fits the limit, which scales with what was sent.
@Suite("Idempotent creates against the reference server")
struct RemoteCreateTests {
    @Test(
        "a create whose answer is lost is retried with its key and stored exactly once",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the hostile double needs python3"))
    func lostAnswerIsReplayed() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        let todos = DataStore.remote(baseURL: server.baseURL, configuration: .faultTest()).todoDataSource()
        try await server.inject(.lost(method: .post))
        let records = (1...3).map { TodoRecord(Todo(id: Fixtures.id($0), title: "Once \($0)")) }

        try await todos.insert(records)

        #expect(try await todos.count(matching: .all) == 3)
        // The lost attempt, its replayed retry, and the count.
        try await server.expectRequestCount(3)
    }

    @Test("a key reused with another body is refused as idempotency_key_reused, and nothing is written")
    func reusedKeyWithAnotherBody() async throws {
        let server = try await ReferenceServer.start()
        defer { server.stop() }
        let gateway = server.gateway(.faultTest())
        let key = UUID().uuidString
        let first = KeyedCreate(key: key, todos: [TodoBody(Todo(id: Fixtures.id(1), title: "First"))])
        let other = KeyedCreate(key: key, todos: [TodoBody(Todo(id: Fixtures.id(2), title: "Other"))])

        #expect(try await gateway.request(first).compactMap(\.id?.uuid) == [Fixtures.id(1)])
        #expect(
            try await gateway.request(first).compactMap(\.id?.uuid) == [Fixtures.id(1)], "the same body is replayed")
        let error = await networkError { () async throws(NetworkError) in try await gateway.request(other) }

        #expect(error?.httpFailure?.status == 422)
        #expect(error?.httpFailure?.serverError?.error.code == "idempotency_key_reused")
        #expect(try await gateway.request(CountTodoRequest(filter: .all)).count == 1)
    }

    @Test("a 100,000-todo import over HTTP succeeds, and the server then holds exactly 100,000")
    func largeImport() async throws {
        let server = try await ReferenceServer.start()
        defer { server.stop() }
        let settings = NetworkSettings(timeout: .seconds(300), retry: .never)
        let todos = DataStore.remote(baseURL: server.baseURL, configuration: settings).todoDataSource()
        let records = (0..<100_000).map { TodoRecord(Todo(title: "Imported todo number \($0)", notes: "from a file")) }

        try await todos.insert(records)

        #expect(try await todos.count(matching: .all) == 100_000)
    }

    @Test(
        "an endless answer is cut at the limit while it arrives, naming the limit",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the hostile double needs python3"))
    func endlessAnswerIsCut() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        try await server.inject(.endless)
        let gateway = server.gateway(.faultTest())

        let error = await withinTimeLimit {
            await networkError { () async throws(NetworkError) in
                try await gateway.request(ListTodoRequest(query: .all))
            }
        }

        guard case .responseTooLarge(let limit, let received, let url) = error ?? nil else {
            Issue.record("expected responseTooLarge, got \(String(describing: error))")
            return
        }
        #expect(limit == 8 * 1024 * 1024)
        // Reading stopped within one read of the limit.
        #expect(received > limit && received <= limit + 64 * 1024)
        #expect(url.hasPrefix(server.baseURL.absoluteString))
        try await server.expectRequestCount(1)
    }
}

/// `POST todos` with a key chosen by the test, so that it can be sent again with another body.
private struct KeyedCreate: APIRequest {
    typealias Response = [TodoResponse]
    let key: String
    let todos: [TodoBody]
    var path: String { "todos" }
    var method: HTTPMethod { .post }
    var body: (any Encodable & Sendable)? { todos }
    var headers: [String: String] { ["Idempotency-Key": key] }
}
