import CSQLite
import Foundation
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("Write transactions commit or roll back as a whole; nested ones are savepoints")
struct SQLiteTransactionTests {
    private struct Abort: Error, SQLiteErrorConvertible {
        init() {}
        init(sqliteError error: SQLiteError) {}
    }

    private func makeConnection() throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: ":memory:")
        try connection.execute("CREATE TABLE items (name TEXT NOT NULL PRIMARY KEY)")
        return connection
    }

    private func insert(_ name: String, into connection: SQLiteConnection) throws(SQLiteError) {
        let statement = try connection.prepare("INSERT INTO items (name) VALUES (?1)")
        defer { statement.reset() }
        try statement.bind(name, at: 1)
        _ = try statement.step()
    }

    /// Inserts inside a closure that may throw only `Abort`: a failed insert is recorded as a
    /// test failure rather than swallowed, so a broken insert cannot pass as a rollback.
    private func insertOrFail(_ name: String, into connection: SQLiteConnection) {
        do {
            try insert(name, into: connection)
        } catch {
            Issue.record(error, "inserting \(name) failed")
        }
    }

    private func names(in connection: SQLiteConnection) throws -> [String] {
        let statement = try connection.prepare("SELECT name FROM items ORDER BY name")
        defer { statement.reset() }
        var names: [String] = []
        while try statement.step() { names.append(statement.string(at: 0)) }
        return names
    }

    @Test("a failed savepoint undoes only its own work and the outer transaction commits the rest")
    func failedSavepointRollsBackOnlyItself() throws {
        let connection = try makeConnection()
        try connection.writeTransaction { () throws(SQLiteError) in
            try insert("outer", into: connection)
            let nested: Result<Void, Abort> = Result { () throws(Abort) in
                try connection.writeTransaction { () throws(Abort) in
                    insertOrFail("inner", into: connection)
                    #expect((try? names(in: connection)) == ["inner", "outer"])
                    throw Abort()
                }
            }
            #expect(throws: Abort.self) { try nested.get() }
            try insert("after", into: connection)
        }
        #expect(try names(in: connection) == ["after", "outer"])
        #expect(connection.transactionDepth == 0)
        #expect(sqlite3_get_autocommit(connection.handle) != 0)
    }

    @Test("a failure in the outer transaction undoes everything, committed savepoints included")
    func failedOuterTransactionRollsBackAll() throws {
        let connection = try makeConnection()
        #expect(throws: Abort.self) {
            try connection.writeTransaction { () throws(Abort) in
                try? insert("first", into: connection)
                try connection.writeTransaction { () throws(Abort) in try? insert("nested", into: connection) }
                throw Abort()
            }
        }
        #expect(try names(in: connection).isEmpty)
        #expect(sqlite3_get_autocommit(connection.handle) != 0)
    }

    @Test("a constraint failure carries result code, extended code, message and SQL")
    func constraintFailureCarriesEvidence() throws {
        let connection = try makeConnection()
        try insert("taken", into: connection)
        do {
            try insert("taken", into: connection)
            Issue.record("a duplicate primary key was accepted")
        } catch {
            #expect(error.code == SQLITE_CONSTRAINT)
            #expect(error.extendedCode == csqlite_constraint_primarykey)
            #expect(error.message.contains("UNIQUE constraint failed: items.name"))
            #expect(error.sql == "INSERT INTO items (name) VALUES (?1)")
            #expect(error.description.contains("INSERT INTO items"))
        }
    }

    @Test("a statement that does not compile fails with SQLITE_ERROR naming the SQL")
    func syntaxErrorCarriesSQL() throws {
        let connection = try makeConnection()
        do {
            _ = try connection.prepare("SELEKT * FROM items")
            Issue.record("bad SQL compiled")
        } catch {
            #expect(error.code == SQLITE_ERROR)
            #expect(error.message.contains("syntax error"))
            #expect(error.sql == "SELEKT * FROM items")
        }
    }
}
