import Foundation
import TestSupport
import Testing

@testable import Data
@testable import PostgreSQLStore

@Suite(
    "A PostgreSQL table with its own steps is migrated step by step, recorded per table, and keeps its rows",
    .enabled(if: PostgreSQLTestServer.isAvailable, PostgreSQLTestServer.skipReason))
struct PostgreSQLTableVersionsTests {
    /// A generated entity's history as `scaffold --add-field "icon:String=none"` and
    /// `--remove-field color` grow it: step 1 creates the table, step 2 adds a column with its
    /// default, step 3 drops one.
    private let created = PostgreSQLMigration(
        version: 1, name: "create categories",
        sql: #"CREATE TABLE IF NOT EXISTS "categories" ("id" TEXT NOT NULL PRIMARY KEY, "color" TEXT)"#)
    private let iconAdded = PostgreSQLMigration(
        version: 2, name: "add icon", sql: #"ALTER TABLE "categories" ADD COLUMN "icon" TEXT NOT NULL DEFAULT 'none'"#)
    private let colorRemoved = PostgreSQLMigration(
        version: 3, name: "remove color", sql: #"ALTER TABLE "categories" DROP COLUMN "color""#)

    private func migrate(_ connection: PostgreSQLConnection, _ steps: [PostgreSQLMigration]) throws {
        try connection.transaction { () throws(PostgreSQLMigrationError) in
            try PostgreSQLTableVersions.migrate("categories", steps: steps, on: connection)
        }
    }

    private func count(_ sql: String, on connection: PostgreSQLConnection) throws -> Int64 {
        try connection.query(sql).decode(Int64.self, row: 0, column: 0)
    }

    @Test("rows stored at step 1 are there after reconnecting at step 3, with the added column's default")
    func rowsSurviveNewSteps() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        do {
            let connection = try schema.connect()
            try migrate(connection, [created])
            try connection.execute(#"INSERT INTO "categories" VALUES ('A', 'red'), ('B', NULL)"#)
            #expect(try PostgreSQLTableVersions.version(of: "categories", on: connection) == 1)
        }
        let reconnected = try schema.connect()
        try migrate(reconnected, [created, iconAdded, colorRemoved])
        try migrate(reconnected, [created, iconAdded, colorRemoved])
        #expect(try PostgreSQLTableVersions.version(of: "categories", on: reconnected) == 3)
        #expect(try count(#"SELECT count(*) FROM "categories" WHERE "icon" = 'none'"#, on: reconnected) == 2)
        #expect(
            try count(
                "SELECT count(*) FROM information_schema.columns WHERE table_schema = current_schema() "
                    + "AND table_name = 'categories' AND column_name = 'color'", on: reconnected) == 0)
    }

    @Test("a table recorded at a newer step than the app knows is refused and left as it was")
    func newerTableIsRefused() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try migrate(connection, [created, iconAdded])
        #expect(throws: PostgreSQLMigrationError.self) { try migrate(connection, [created]) }
        #expect(try PostgreSQLTableVersions.version(of: "categories", on: connection) == 2)
    }

    @Test("a step N that is not the step N the database ran is refused, naming the table and step, unrun")
    func reusedStepNumberIsRefused() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        let indexAdded = PostgreSQLMigration(
            version: 2, name: "index color", sql: #"CREATE INDEX "categories_color" ON "categories" ("color")"#)
        try migrate(connection, [created, indexAdded])
        #expect {
            try migrate(connection, [created, iconAdded])
        } throws: { error in
            guard case .clashingSteps(let why)? = error as? PostgreSQLMigrationError else { return false }
            return why.contains("\"categories\"") && why.contains("step 2")
        }
        #expect(
            try count(
                "SELECT count(*) FROM information_schema.columns WHERE table_schema = current_schema() "
                    + "AND table_name = 'categories' AND column_name = 'icon'", on: connection) == 0)
        #expect(try PostgreSQLTableVersions.checksums(of: "categories", on: connection).count == 2)
    }

    @Test("a failing step leaves the table at the step before, recorded so")
    func failingStepChangesNothing() throws {
        let schema = try PostgreSQLTestSchema()
        defer { schema.drop() }
        let connection = try schema.connect()
        try migrate(connection, [created])
        let broken = PostgreSQLMigration(version: 2, name: "broken", sql: #"ALTER TABLE "nowhere" ADD COLUMN "x" TEXT"#)
        #expect(throws: PostgreSQLMigrationError.self) { try migrate(connection, [created, broken]) }
        #expect(try PostgreSQLTableVersions.version(of: "categories", on: connection) == 1)
    }
}
