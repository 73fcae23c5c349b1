import Foundation
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "Prepared statements are prepared once per connection and reused",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLPreparedStatementTests {
    private static let insert = "INSERT INTO items (id, rank, label) VALUES ($1, $2, $3)"

    private func preparedOnServer(_ connection: PostgreSQLConnection) throws -> [String] {
        let rows = try connection.query("SELECT statement FROM pg_prepared_statements ORDER BY name")
        return try (0..<rows.rowCount).map { try rows.decode(String.self, row: $0, column: 0) }
    }

    @Test("running one statement many times prepares it once, on the server too")
    func preparedOnce() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try connection.execute("CREATE TABLE items (id bigint PRIMARY KEY, rank integer NOT NULL, label text)")

        for id in 1...25 {
            _ = try connection.run(
                prepared: Self.insert, [.int(id), .int(id % 3), id.isMultiple(of: 2) ? .text("even") : .null])
        }
        let count = try connection.run(prepared: "SELECT count(*) FROM items WHERE rank = $1", [.int(1)])

        #expect(try count.decode(Int.self, row: 0, column: 0) == 9)
        #expect(connection.preparedStatements.count == 2)
        #expect(try preparedOnServer(connection) == [Self.insert, "SELECT count(*) FROM items WHERE rank = $1"])
    }

    @Test("the server types each parameter from where it is used: a bigint value fits an integer column")
    func parameterTypesFromTheServer() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try connection.execute("CREATE TABLE items (id bigint PRIMARY KEY, rank integer NOT NULL, label text)")

        #expect(try connection.preparedStatement(Self.insert).parameterCount == 3)
        _ = try connection.run(prepared: Self.insert, [.int64(1), .int64(2), .text("x")])
        let row = try connection.query("SELECT id, rank, label FROM items")
        #expect(try row.decode(Int64.self, row: 0, column: 0) == 1 && row.decode(Int.self, row: 0, column: 1) == 2)
    }

    @Test("each connection prepares for itself: a second connection starts with none")
    func statementsArePerConnection() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let first = try schema.connect()
        _ = try first.run(prepared: "SELECT $1::int + 1", [.int(1)])
        let second = try schema.connect()
        #expect(try preparedOnServer(second).isEmpty && second.preparedStatements.isEmpty)
        let sum = try second.run(prepared: "SELECT $1::int + 1", [.int(41)])
        #expect(try sum.decode(Int.self, row: 0, column: 0) == 42)
    }

    @Test("the wrong number of values is refused before anything is sent")
    func wrongParameterCount() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        let error = #expect(throws: PostgreSQLError.self) {
            try connection.run(prepared: "SELECT $1::int, $2::text", [.int(1)])
        }
        #expect(error?.kind == .encoding && error?.message.contains("takes 2 parameters, but 1 were given") == true)
    }

    @Test("a statement first run in a transaction that rolled back stays prepared")
    func outlivesRollback() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try? connection.transaction { () throws(PostgreSQLTestAbort) in
            _ = try? connection.run(prepared: "SELECT $1::int", [.int(1)])
            throw PostgreSQLTestAbort()
        }
        let value = try connection.run(prepared: "SELECT $1::int", [.int(7)])
        #expect(try value.decode(Int.self, row: 0, column: 0) == 7 && connection.preparedStatements.count == 1)
    }
}
