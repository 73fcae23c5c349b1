import Foundation
import TestSupport
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "The pool lends a few connections to many tasks, running libpq off the cooperative pool",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLConnectionPoolTests {
    @Test("200 tasks share 4 connections: every write lands, and no more than 4 are ever opened")
    func manyTasksFewConnections() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let pool = PostgreSQLConnectionPool(url: schema.url, maximumConnections: 4)
        try await pool.withConnection { connection throws(PostgreSQLError) in
            _ = try connection.execute("CREATE TABLE hits (task int PRIMARY KEY, backend int NOT NULL)")
        }

        let doubled = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<200 {
                group.addTask {
                    try await pool.withConnection { connection throws(PostgreSQLError) in
                        let row = try connection.run(
                            prepared: "INSERT INTO hits VALUES ($1, pg_backend_pid()) RETURNING task * 2", [.int(task)])
                        return try row.decode(Int.self, row: 0, column: 0)
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(doubled.sorted() == (0..<200).map { $0 * 2 })
        let backends = try await pool.withConnection { connection throws(PostgreSQLError) in
            let rows = try connection.query("SELECT count(*), count(DISTINCT backend) FROM hits")
            return [try rows.decode(Int.self, row: 0, column: 0), try rows.decode(Int.self, row: 0, column: 1)]
        }
        #expect(backends[0] == 200 && (1...4).contains(backends[1]))
    }

    @Test("connections blocked on the server leave the cooperative pool free for other tasks")
    func blockedCallsDoNotStallOtherTasks() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        // More blocked calls than the cooperative pool has threads: were they on it, nothing else
        // could run until the lock timeout below failed them.
        let blocked = ProcessInfo.processInfo.activeProcessorCount + 2
        let pool = PostgreSQLConnectionPool(url: schema.url, maximumConnections: blocked)
        let holder = try schema.connect()
        _ = try holder.query("SELECT pg_advisory_lock(7)")

        let waiters = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<blocked {
                    group.addTask {
                        try await pool.withConnection { connection throws(PostgreSQLError) in
                            // Long enough for every waiter to join on a loaded machine (a whole
                            // suite beside other builds took over 30 s); it only keeps a broken
                            // pool from hanging the run.
                            try connection.execute("SET lock_timeout = '120s'")
                            _ = try connection.query("SELECT pg_advisory_lock_shared(7)")
                            _ = try connection.query("SELECT pg_advisory_unlock_shared(7)")
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
        try await waitUntil(waiting: blocked, on: holder, schema: schema)

        // Every waiter is inside libpq now. Work that needs the cooperative pool still runs.
        let sum = await withTaskGroup(of: Int.self) { group in
            for value in 1...100 {
                group.addTask {
                    await Task.yield()
                    return value
                }
            }
            return await group.reduce(0, +)
        }
        #expect(sum == 5050)

        _ = try holder.query("SELECT pg_advisory_unlock(7)")
        try await waiters.value
    }

    /// Polls the server until `count` sessions of this schema wait on an advisory lock.
    private func waitUntil(
        waiting count: Int, on connection: PostgreSQLConnection, schema: PostgreSQLTestSchema
    )
        async throws
    {
        let sql = """
            SELECT count(*) FROM pg_stat_activity
            WHERE application_name = $1 AND wait_event_type = 'Lock' AND wait_event = 'advisory'
            """
        for _ in 0..<3000 {
            let rows = try connection.query(sql, [.text(schema.name)])
            if try rows.decode(Int.self, row: 0, column: 0) == count { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("the \(count) waiters never all reached the server")
    }

    @Test("a connection the server ended fails its next call, and the one after gets a fresh connection")
    func brokenConnectionIsReplaced() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let pool = PostgreSQLConnectionPool(url: schema.url, maximumConnections: 1)
        let backend = "SELECT pg_backend_pid()"
        let first = try await pool.withConnection { connection throws(PostgreSQLError) in
            try connection.query(backend).decode(Int.self, row: 0, column: 0)
        }
        _ = try schema.connect().query("SELECT pg_terminate_backend($1::int, 10000)", [.int(first)])

        let failure = await #expect(throws: PostgreSQLError.self) {
            try await pool.withConnection { connection throws(PostgreSQLError) in _ = try connection.query(backend) }
        }
        #expect(failure?.kind == .connection)

        let second = try await pool.withConnection { connection throws(PostgreSQLError) in
            try connection.query(backend).decode(Int.self, row: 0, column: 0)
        }
        #expect(second != first)
    }

    @Test("a connection returned inside a transaction is rolled back before it is lent again")
    func leftoverTransactionIsRolledBack() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let pool = PostgreSQLConnectionPool(url: schema.url, maximumConnections: 1)
        try await pool.withConnection { connection throws(PostgreSQLError) in
            try connection.execute("CREATE TABLE items (id int)")
            try connection.execute("BEGIN; INSERT INTO items VALUES (1)")
        }
        let (inTransaction, rows) = try await pool.withConnection { connection throws(PostgreSQLError) in
            (
                connection.isInTransactionBlock,
                try connection.query("SELECT count(*) FROM items").decode(Int.self, row: 0, column: 0)
            )
        }
        #expect(!inTransaction)
        #expect(rows == 0)
    }

    @Test("a URL the server refuses fails the call with a connection error, and the pool stays usable")
    func refusedConnection() async throws {
        let pool = PostgreSQLConnectionPool(
            url: try PostgreSQLTestSchema.urlWithDatabase("no_such_database"), maximumConnections: 1)
        let error = await #expect(throws: PostgreSQLError.self) {
            try await pool.withConnection { _ throws(PostgreSQLError) in }
        }
        #expect(error?.kind == .connection && error?.message.contains("no_such_database") == true)
        // The refused connection gave its one place back: the next call is refused the same way
        // rather than left waiting for a connection that is never returned.
        let again = await withinTimeLimit { () async -> PostgreSQLError.Kind? in
            do throws(PostgreSQLError) {
                try await pool.withConnection { _ throws(PostgreSQLError) in }
                return nil
            } catch {
                return error.kind
            }
        }
        #expect(again == .some(.connection))
    }

    @Test("a call after close() fails as closed, and connects to nothing")
    func callAfterClose() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let pool = PostgreSQLConnectionPool(url: schema.url)
        let selectOne: @Sendable (PostgreSQLConnection) throws(PostgreSQLError) -> Void = { connection in
            _ = try connection.execute("SELECT 1")
        }
        try await pool.withConnection(selectOne)
        await pool.close()
        let error = await #expect(throws: PostgreSQLError.self) { try await pool.withConnection(selectOne) }
        #expect(error?.kind == .closed)
        #expect(try await schema.sessionsLeft() == 0)
    }
}
