import Foundation
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "Transactions commit or roll back as a whole; nested ones are savepoints",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLTransactionTests {
    private func makeConnection() throws -> (PostgreSQLConnection, PostgreSQLTestSchema) {
        let schema = try PostgreSQLTestSchema()
        let connection = try schema.connect()
        try connection.execute("CREATE TABLE items (name text PRIMARY KEY)")
        return (connection, schema)
    }

    private func insert(_ name: String, into connection: PostgreSQLConnection) throws(PostgreSQLError) {
        _ = try connection.run(prepared: "INSERT INTO items (name) VALUES ($1)", [.text(name)])
    }

    private func names(_ connection: PostgreSQLConnection) throws -> [String] {
        let rows = try connection.query("SELECT name FROM items ORDER BY name")
        return try (0..<rows.rowCount).map { try rows.decode(String.self, row: $0, column: 0) }
    }

    @Test("a transaction whose body returns is committed: another connection sees its rows")
    func commits() throws {
        let (connection, schema) = try makeConnection()
        defer { schema.drop() }
        try connection.transaction { () throws(PostgreSQLError) in
            try insert("a", into: connection)
            try insert("b", into: connection)
        }
        #expect(try names(schema.connect()) == ["a", "b"])
        #expect(!connection.isInTransactionBlock && connection.transactionDepth == 0)
    }

    @Test("a body that throws rolls back everything it wrote")
    func rollsBack() throws {
        let (connection, schema) = try makeConnection()
        defer { schema.drop() }
        #expect(throws: PostgreSQLTestAbort.self) {
            try connection.transaction { () throws(PostgreSQLTestAbort) in
                try? insert("lost", into: connection)
                throw PostgreSQLTestAbort()
            }
        }
        #expect(try names(connection).isEmpty && !connection.isInTransactionBlock)
    }

    @Test("a failed savepoint undoes only its own work and the outer transaction commits the rest")
    func failedSavepointRollsBackOnlyItself() throws {
        let (connection, schema) = try makeConnection()
        defer { schema.drop() }
        try connection.transaction { () throws(PostgreSQLError) in
            try insert("outer", into: connection)
            let nested = Result { () throws(PostgreSQLTestAbort) in
                try connection.transaction { () throws(PostgreSQLTestAbort) in
                    try? insert("inner", into: connection)
                    throw PostgreSQLTestAbort()
                }
            }
            #expect(throws: PostgreSQLTestAbort.self) { try nested.get() }
            try connection.transaction { () throws(PostgreSQLError) in try insert("second", into: connection) }
        }
        #expect(try names(connection) == ["outer", "second"])
    }

    @Test("a savepoint whose statement failed is rolled back to, and the outer transaction goes on")
    func failedStatementInSavepoint() throws {
        let (connection, schema) = try makeConnection()
        defer { schema.drop() }
        try connection.transaction { () throws(PostgreSQLError) in
            try insert("kept", into: connection)
            let duplicate = Result { () throws(PostgreSQLError) in
                try connection.transaction { () throws(PostgreSQLError) in try insert("kept", into: connection) }
            }
            #expect(throws: PostgreSQLError.self) { try duplicate.get() }
            try insert("after", into: connection)
        }
        #expect(try names(connection) == ["after", "kept"])
    }

    @Test("an error caught inside the body still fails the transaction with 25P02, and nothing is committed")
    func swallowedErrorIsNotCommitted() throws {
        let (connection, schema) = try makeConnection()
        defer { schema.drop() }
        let error = #expect(throws: PostgreSQLError.self) {
            try connection.transaction { () throws(PostgreSQLError) in
                try insert("x", into: connection)
                try? insert("x", into: connection)
            }
        }
        #expect(error?.sqlState == "25P02")
        #expect(try names(connection).isEmpty && !connection.isInTransactionBlock)
    }

    @Test("two serializable transactions writing what the other read: one fails with 40001, marked transient")
    func serializationFailure() throws {
        let (first, schema) = try makeConnection()
        defer { schema.drop() }
        let second = try schema.connect()
        try insert("seed", into: first)
        let count = "SELECT count(*) FROM items"
        let serializable = "SET TRANSACTION ISOLATION LEVEL SERIALIZABLE"

        let outcome = Result { () throws(PostgreSQLError) in
            try first.transaction { () throws(PostgreSQLError) in
                try first.execute(serializable)
                _ = try first.query(count)
                try second.transaction { () throws(PostgreSQLError) in
                    try second.execute(serializable)
                    _ = try second.query(count)
                    try insert("from second", into: second)
                }
                try insert("from first", into: first)
            }
        }

        let error = #expect(throws: PostgreSQLError.self) { try outcome.get() }
        #expect(error?.condition == .serializationFailure && error?.isTransient == true)
        #expect(try names(first) == ["from second", "seed"])
    }
}
