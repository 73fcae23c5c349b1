import Domain
import Foundation
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("A table with its own steps is migrated step by step, recorded per table, and keeps its rows")
struct SQLiteTableVersionsTests {
    /// A generated entity's history as `scaffold --add-field "icon:String?"` grows it: step 1
    /// creates the table, step 2 adds a column with its default.
    private let created = SQLiteMigration(
        version: 1,
        sql: #"CREATE TABLE IF NOT EXISTS "categories" ("id" TEXT NOT NULL PRIMARY KEY, "name" TEXT NOT NULL)"#)
    private let iconAdded = SQLiteMigration(
        version: 2, sql: #"ALTER TABLE "categories" ADD COLUMN "icon" TEXT NOT NULL DEFAULT 'none'"#)

    private func migrate(_ connection: SQLiteConnection, _ steps: [SQLiteMigration]) throws {
        try connection.writeTransaction { () throws(SQLiteError) in
            try SQLiteTableVersions.migrate("categories", steps: steps, on: connection)
        }
    }

    @Test("rows stored at step 1 are there after reopening at step 2, with the new column's default")
    func rowsSurviveANewStep() throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("steps.sqlite")
        do {
            let connection = try SQLiteConnection(path: path)
            try migrate(connection, [created])
            try connection.execute(#"INSERT INTO "categories" VALUES ('A', 'Groceries'), ('B', 'Travel')"#)
            #expect(try SQLiteTableVersions.version(of: "categories", on: connection) == 1)
        }
        let reopened = try SQLiteConnection(path: path)
        try migrate(reopened, [created, iconAdded])
        try migrate(reopened, [created, iconAdded])
        #expect(try SQLiteTableVersions.version(of: "categories", on: reopened) == 2)
        #expect(try reopened.pragmaInteger(#"SELECT count(*) FROM "categories" WHERE "icon" = 'none'"#) == 2)
    }

    @Test("a table recorded at a newer step than the app knows is refused and left as it was")
    func newerTableIsRefused() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        try migrate(connection, [created, iconAdded])
        #expect(throws: SQLiteError.self) { try migrate(connection, [created]) }
        #expect(try SQLiteTableVersions.version(of: "categories", on: connection) == 2)
    }

    @Test("a step N that is not the step N the database ran is refused, naming the table and step, unrun")
    func reusedStepNumberIsRefused() throws {
        // A hand-written step 2 (an index) ran; then it was removed and `--add-field` made another step 2.
        let indexAdded = SQLiteMigration(
            version: 2, sql: #"CREATE INDEX IF NOT EXISTS "categories_name" ON "categories" ("name")"#)
        let connection = try SQLiteConnection(path: ":memory:")
        try migrate(connection, [created, indexAdded])
        #expect {
            try migrate(connection, [created, iconAdded])
        } throws: { error in
            let message = (error as? SQLiteError)?.message ?? ""
            return message.contains("\"categories\"") && message.contains("step 2")
        }
        #expect(throws: SQLiteError.self) { _ = try connection.prepare(#"SELECT "icon" FROM "categories""#) }
        #expect(try SQLiteTableVersions.version(of: "categories", on: connection) == 2)
    }

    @Test("a step the database ran that the app no longer has is refused, even when a newer step follows")
    func removedStepIsRefused() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        try migrate(connection, [created, iconAdded])
        let later = SQLiteMigration(version: 3, sql: #"ALTER TABLE "categories" ADD COLUMN "rank" INTEGER"#)
        #expect(throws: SQLiteError.self) { try migrate(connection, [created, later]) }
        #expect(try SQLiteTableVersions.version(of: "categories", on: connection) == 2)
    }

    @Test("re-indenting a shipped step is no change; steps run before checksums were kept are taken as they are")
    func checksumsIgnoreLayoutAndAreFilledIn() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        // A database from before checksums: its steps are recorded by number alone.
        try connection.execute(
            #"CREATE TABLE "table_versions" ("table" TEXT NOT NULL PRIMARY KEY, "version" INTEGER NOT NULL)"#)
        try connection.execute(created.sql)
        try connection.execute(#"INSERT INTO "table_versions" VALUES ('categories', 1)"#)
        try migrate(connection, [created, iconAdded])
        #expect(try SQLiteSchema.recordedSteps(on: connection)["categories"]?.count == 2)
        let reindented = SQLiteMigration(
            version: 1, sql: "  " + created.sql.replacingOccurrences(of: " (", with: "\n    ("))
        try migrate(connection, [reindented, iconAdded])
        let recorded = try SQLiteSchema.recordedSteps(on: connection)["categories"] ?? [:]
        #expect(SQLiteSchema.hasRun([reindented, iconAdded], recorded: recorded))
    }

    @Test("the record of a table the app no longer has does not stop the store from opening")
    func removedEntityStillOpens() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("removed.sqlite")
        do {
            let connection = try SQLiteConnection(path: path)
            try migrate(connection, [created])
        }
        let store = try DataStore.sqlite(path: path)
        _ = try await TodoRepositoryImpl(dataSource: store.todoDataSource()).create(Todo(title: "Still opens"))
        #expect(try await TodoRepositoryImpl(dataSource: store.todoDataSource()).count(matching: .all) == 1)
    }

    @Test("two app steps with one number (two merged branches) are refused, naming the table and step, unrun")
    func duplicateStepNumberIsRefused() throws {
        let rankAdded = SQLiteMigration(version: 2, sql: #"ALTER TABLE "categories" ADD COLUMN "rank" INTEGER"#)
        let connection = try SQLiteConnection(path: ":memory:")
        try migrate(connection, [created])
        #expect {
            try migrate(connection, [created, iconAdded, rankAdded])
        } throws: { error in
            let message = (error as? SQLiteError)?.message ?? ""
            return message.contains("two steps 2 for the table \"categories\"")
                && message.contains("number the other 3")
        }
        #expect(throws: SQLiteError.self) { _ = try connection.prepare(#"SELECT "icon" FROM "categories""#) }
        #expect(try SQLiteTableVersions.version(of: "categories", on: connection) == 1)
    }
}
