import CSQLite
import Domain
import Foundation
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("Migrations run at open, once, all or nothing, and never touch a newer or foreign file")
struct SQLiteMigratorTests {
    @Test("a new file is created in WAL mode at the newest schema version with every entity's table")
    func newFileGetsNewestSchema() throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("new.sqlite")
        _ = try DataStore.sqlite(path: path)

        let connection = try SQLiteConnection(path: path)
        #expect(try connection.pragmaInteger("PRAGMA user_version") == Int64(SQLiteSchema.migrator.newestVersion))
        let tables = try Self.tableNames(connection)
        // Todo's and Project's tables, plus one per entity `scripts/scaffold` generated into the
        // tree (each recorded in `table_versions`, its steps' checksums in `table_steps`), and
        // nothing else.
        #expect(tables.isSuperset(of: ["todos", "projects"]), "\(tables)")
        let bookkeeping: Set = ["table_versions", "table_steps"]
        #expect(tables.subtracting(bookkeeping) == Set(Schemas.all.map { $0.table }), "\(tables)")
        let journalMode = try connection.prepare("PRAGMA journal_mode")
        defer { journalMode.reset() }
        #expect(try journalMode.step() && journalMode.string(at: 0) == "wal")
    }

    @Test("reopening a migrated file keeps its data")
    func reopeningKeepsData() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("kept.sqlite")
        do {
            let store = try DataStore.sqlite(path: path)
            _ = try await TodoRepositoryImpl(dataSource: store.todoDataSource()).create(Todo(title: "Kept"))
        }
        let reopened = try DataStore.sqlite(path: path)
        let todos = try await TodoRepositoryImpl(dataSource: reopened.todoDataSource()).fetchAll(.all)
        #expect(todos.map(\.title) == ["Kept"])
    }

    @Test("migrating again runs no step twice; a newer migrator runs only the steps the file lacks")
    func stepsRunOnce() throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("steps.sqlite")
        // Each step logs itself; a step run twice would also fail on its CREATE TABLE.
        let steps = [
            SQLiteMigration(version: 1, sql: "CREATE TABLE log (step INTEGER); INSERT INTO log VALUES (1)"),
            SQLiteMigration(version: 2, sql: "CREATE TABLE two (x); INSERT INTO log VALUES (2)"),
        ]
        let third = SQLiteMigration(version: 3, sql: "CREATE TABLE three (x); INSERT INTO log VALUES (3)")
        do {
            let connection = try SQLiteConnection(path: path)
            try SQLiteMigrator(migrations: steps).migrate(connection)
            try SQLiteMigrator(migrations: steps).migrate(connection)
        }
        let reopened = try SQLiteConnection(path: path)
        try SQLiteMigrator(migrations: steps).migrate(reopened)
        #expect(try reopened.pragmaInteger("SELECT count(*) FROM log") == 2)
        #expect(try reopened.pragmaInteger("SELECT sum(step) FROM log") == 3)
        #expect(try reopened.pragmaInteger("PRAGMA user_version") == 2)

        try SQLiteMigrator(migrations: steps + [third]).migrate(reopened)
        #expect(try reopened.pragmaInteger("SELECT count(*) FROM log") == 3)
        #expect(try reopened.pragmaInteger("SELECT sum(step) FROM log") == 6)
        #expect(try reopened.pragmaInteger("PRAGMA user_version") == 3)
    }

    @Test("a file from a newer version is refused with .storage and left byte-for-byte as it was")
    func newerVersionIsRefusedUntouched() throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("future.sqlite")
        do {
            let connection = try SQLiteConnection(path: path)
            try connection.execute("CREATE TABLE future (x); PRAGMA user_version = 99")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let error = storageError { () throws(DataSourceError) in _ = try DataStore.sqlite(path: path) }

        guard case .newerSchema(let found, let newest)? = error?.underlying as? SQLiteMigrationError else {
            Issue.record("expected a newer-schema error, got \(String(describing: error))")
            return
        }
        #expect(found == 99 && newest == SQLiteSchema.migrator.newestVersion)
        #expect(error?.summary.contains("newer version") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a file that is not a database is refused with SQLITE_NOTADB and left unchanged")
    func notADatabaseIsRefusedUntouched() throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("notes.txt")
        let text = Data(String(repeating: "These are my notes, not a database.\n", count: 200).utf8)
        try text.write(to: URL(fileURLWithPath: path))

        let error = storageError { () throws(DataSourceError) in _ = try DataStore.sqlite(path: path) }

        let sqlite = error?.underlying as? SQLiteError
        #expect(sqlite?.code == SQLITE_NOTADB)
        #expect(sqlite?.message.isEmpty == false)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
    }

    @Test("a failing step rolls back every step of the run, leaving the version where it was")
    func failingStepRollsBackTheRun() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        let migrator = SQLiteMigrator(migrations: [
            SQLiteMigration(version: 1, sql: "CREATE TABLE first (x)"),
            SQLiteMigration(version: 2, sql: "CREATE TABLE second (x); THIS IS NOT SQL"),
        ])

        #expect(throws: SQLiteMigrationError.self) { try migrator.migrate(connection) }

        #expect(try connection.pragmaInteger("PRAGMA user_version") == 0)
        #expect(try connection.pragmaInteger("SELECT count(*) FROM sqlite_schema") == 0)
    }

    @Test("migrating twice runs each step once")
    func migratingTwiceRunsStepsOnce() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        let migrator = SQLiteMigrator(migrations: [SQLiteMigration(version: 1, sql: "CREATE TABLE once (x)")])
        try migrator.migrate(connection)
        try migrator.migrate(connection)
        #expect(try connection.pragmaInteger("PRAGMA user_version") == 1)
    }

    private func storageError(_ body: () throws(DataSourceError) -> Void) -> FailureEvidence? {
        do {
            try body()
            Issue.record("expected the open to fail")
        } catch .storage(let evidence) {
            return evidence
        } catch {
            Issue.record("expected .storage, got \(error)")
        }
        return nil
    }

    private static func tableNames(_ connection: SQLiteConnection) throws -> Set<String> {
        let statement = try connection.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'")
        defer { statement.reset() }
        var names: Set<String> = []
        while try statement.step() { names.insert(statement.string(at: 0)) }
        return names
    }
}
