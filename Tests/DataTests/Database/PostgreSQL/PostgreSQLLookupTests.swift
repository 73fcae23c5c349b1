import Foundation
import Testing

@testable import Data

/// `lookUp` sends its statement from the calling task and reads the answer through the pool's
/// poller: the rows, the server's errors and broken connections must come out as they do on
/// the connections' threads.
@Suite(
    "Lookups sent by their tasks and answered through the poller",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLLookupTests {
    @Test("200 concurrent lookups on 4 connections each get their own row")
    func concurrentLookups() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let pool = PostgreSQLConnectionPool(url: schema.url, maximumConnections: 4)
        try await pool.withConnection { connection throws(PostgreSQLError) in
            _ = try connection.execute(
                "CREATE TABLE items AS SELECT n AS id, 'item ' || n AS name FROM generate_series(0, 199) AS n")
        }

        let names = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for id in 0..<200 {
                group.addTask {
                    let name = try await pool.lookUp(prepared: "SELECT name FROM items WHERE id = $1", [.int(id)]) {
                        _, rows throws(PostgreSQLError) in try rows.decode(String.self, row: 0, column: 0)
                    }
                    return (id, name)
                }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }

        #expect(names.count == 200)
        #expect(names.allSatisfy { $0.value == "item \($0.key)" })
        #expect(pool.openConnections <= 4)
    }

    @Test("an answer and a parameter many times a socket buffer's size each cross in pieces, whole")
    func largeAnswerAndParameter() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let pool = PostgreSQLConnectionPool(url: schema.url, maximumConnections: 1)
        // 8 MB each way: the poller must flush the parameter over several wake-ups, then read
        // the answer over several more, and still hand back one result.
        let sent = String(repeating: "abcdefgh", count: 1_000_000)
        let (length, echoed) = try await pool.lookUp(
            prepared: "SELECT length($1::text), $1::text || 'end'", [.text(sent)]
        ) { _, rows throws(PostgreSQLError) in
            (try rows.decode(Int.self, row: 0, column: 0), try rows.decode(String.self, row: 0, column: 1))
        }
        #expect(length == sent.utf8.count)
        #expect(echoed.utf8.count == sent.utf8.count + 3 && echoed.hasSuffix("end") && echoed.hasPrefix("abcdefgh"))

        let next = try await pool.lookUp(prepared: "SELECT $1::int + 1", [.int(41)]) {
            _, rows throws(PostgreSQLError) in try rows.decode(Int.self, row: 0, column: 0)
        }
        #expect(next == 42)
    }

    @Test("a statement the server refuses fails with its SQLSTATE, and the connection serves the next lookup")
    func serverError() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let pool = PostgreSQLConnectionPool(url: schema.url, maximumConnections: 1)
        let divide = "SELECT 10 / $1::int"
        let error = await #expect(throws: PostgreSQLError.self) {
            try await pool.lookUp(prepared: divide, [.int(0)]) { _, rows throws(PostgreSQLError) in
                try rows.decode(Int.self, row: 0, column: 0)
            }
        }
        #expect(error?.kind == .server && error?.sqlState == "22012" && error?.statement == divide)

        let quotient = try await pool.lookUp(prepared: divide, [.int(5)]) { _, rows throws(PostgreSQLError) in
            try rows.decode(Int.self, row: 0, column: 0)
        }
        #expect(quotient == 2)
    }

    @Test("a connection the server ended fails its lookup with .connection; the next lookup connects anew")
    func brokenConnection() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let pool = PostgreSQLConnectionPool(url: schema.url, maximumConnections: 1)
        let backend = "SELECT pg_backend_pid()"
        let read: @Sendable (PostgreSQLConnection, PostgreSQLResult) throws(PostgreSQLError) -> Int = { _, rows in
            try rows.decode(Int.self, row: 0, column: 0)
        }
        let first = try await pool.lookUp(prepared: backend, [], reading: read)
        _ = try schema.connect().query("SELECT pg_terminate_backend($1::int, 10000)", [.int(first)])

        let failure = await #expect(throws: PostgreSQLError.self) {
            try await pool.lookUp(prepared: backend, [], reading: read)
        }
        #expect(failure?.kind == .connection)

        let second = try await pool.lookUp(prepared: backend, [], reading: read)
        #expect(second != first)
    }

    @Test("a lookup after close() fails as closed")
    func lookupAfterClose() async throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let pool = PostgreSQLConnectionPool(url: schema.url)
        await pool.close()
        let error = await #expect(throws: PostgreSQLError.self) {
            try await pool.lookUp(prepared: "SELECT 1", []) { _, _ throws(PostgreSQLError) in 1 }
        }
        #expect(error?.kind == .closed)
    }
}
