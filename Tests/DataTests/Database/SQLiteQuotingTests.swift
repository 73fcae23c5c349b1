import Foundation
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("A double-quoted name is always an identifier: a missing column is an error, not text")
struct SQLiteQuotingTests {
    @Test("selecting a column the table lacks fails instead of returning the column's name")
    func missingColumnIsAnError() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        try connection.execute(#"CREATE TABLE "customers" ("id" TEXT NOT NULL PRIMARY KEY)"#)
        try connection.execute(#"INSERT INTO "customers" VALUES ('A')"#)
        #expect(throws: SQLiteError.self) {
            _ = try connection.prepare(#"SELECT "phone" FROM "customers""#)
        }
    }

    @Test("a schema statement that names a missing column fails too")
    func missingColumnInSchemaIsAnError() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        try connection.execute(#"CREATE TABLE "customers" ("id" TEXT NOT NULL PRIMARY KEY)"#)
        #expect(throws: SQLiteError.self) {
            try connection.execute(#"CREATE INDEX "customers_phone" ON "customers" ("phone")"#)
        }
    }
}
