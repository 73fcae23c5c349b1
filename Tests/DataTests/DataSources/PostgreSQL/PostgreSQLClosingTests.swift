import Domain
import Foundation
import TestSupport
import Testing

@testable import Data
@testable import PostgreSQLStore

/// `close()` ends a PostgreSQL store's sessions on the server, after the calls already running,
/// and refuses the calls that come later, as every store does.
@Suite(
    "PostgreSQL stores close their connections",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLClosingTests {
    @Test("close() ends every pooled session: the server, asked from another connection, shows none")
    func closeEndsSessions() async throws {
        let (store, schema) = try await PostgreSQLTestStore.open()
        defer { schema.drop() }
        let repository = TodoRepositoryImpl(dataSource: store.todoDataSource())
        // Concurrent calls, so that the pool opens more than one connection.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask { _ = try await repository.create(Todo(title: "todo \(index)")) }
            }
            try await group.waitForAll()
        }
        let observer = try schema.connect()
        #expect(try Self.sessions(of: schema, seenBy: observer) > 0)

        await store.close()

        // A backend leaves pg_stat_activity a moment after its client has gone: the bound is for
        // a close that never happens, not a speed target.
        let deadline = ContinuousClock.now + .seconds(30)
        var remaining = try Self.sessions(of: schema, seenBy: observer)
        while remaining > 0 && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
            remaining = try Self.sessions(of: schema, seenBy: observer)
        }
        #expect(remaining == 0)
    }

    @Test("calls after close() fail with .storage saying the store was closed; closing twice is fine")
    func callsAfterCloseFail() async throws {
        let (store, schema) = try await PostgreSQLTestStore.open()
        defer { schema.drop() }
        let dataSource = store.todoDataSource()
        let repository = TodoRepositoryImpl(dataSource: dataSource)
        _ = try await dataSource.fetch(id: UUID())
        await store.close()
        await store.close()

        let error = await #expect(throws: DataSourceError.self) { _ = try await dataSource.fetch(id: UUID()) }
        guard case .storage(let evidence) = error else {
            Issue.record("expected .storage, got \(String(describing: error))")
            return
        }
        #expect(evidence.description.contains("closed"))
        await #expect(throws: RepositoryError.self) { _ = try await repository.create(Todo(title: "late")) }
    }

    @Test("a call running when close() is called finishes first; close() then ends its session")
    func closeWaitsForRunningCalls() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let pool = PostgreSQLConnectionPool(url: schema.url, maximumConnections: 2)
        let holder = try schema.connect()
        _ = try holder.query("SELECT pg_advisory_lock(7)")
        let running = Task {
            try await pool.withConnection { connection throws(PostgreSQLError) in
                try connection.query("SELECT pg_advisory_lock(7), 42").decode(Int.self, row: 0, column: 1)
            }
        }
        try await Self.waitUntilLockWaiter(of: schema, seenBy: holder)
        let closing = Task { await pool.close() }
        // Once a new call is refused, close() has begun while the first call still waits.
        var refused: PostgreSQLError?
        while refused == nil {
            do throws(PostgreSQLError) {
                try await pool.withConnection { _ throws(PostgreSQLError) in }
            } catch {
                refused = error
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(refused?.kind == .closed)

        _ = try holder.query("SELECT pg_advisory_unlock(7)")
        #expect(try await running.value == 42)
        await closing.value
        #expect(try await schema.sessionsLeft(seenBy: holder) == 0)
    }

    /// How many sessions of `schema`'s connections the server has.
    private static func sessions(of schema: PostgreSQLTestSchema, seenBy observer: PostgreSQLConnection) throws -> Int {
        try observer.query(
            "SELECT count(*) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()",
            [.text(schema.name)]
        ).decode(Int.self, row: 0, column: 0)
    }

    /// Polls until one session of `schema` waits on an advisory lock.
    private static func waitUntilLockWaiter(
        of schema: PostgreSQLTestSchema, seenBy observer: PostgreSQLConnection
    ) async throws {
        let sql = """
            SELECT count(*) FROM pg_stat_activity
            WHERE application_name = $1 AND wait_event_type = 'Lock' AND wait_event = 'advisory'
            """
        for _ in 0..<3000 {
            if try observer.query(sql, [.text(schema.name)]).decode(Int.self, row: 0, column: 0) == 1 { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("the running call never reached the server")
    }
}
