import CSQLite
import Domain
import Foundation
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("Every SQLite table migrates by its own steps at open, once, and a newer or foreign file is left untouched")
struct SQLiteStoreFormatTests {
    @Test("a new file is created in WAL mode at the store's format, each table's steps recorded with checksums")
    func newFileGetsNewestSchema() throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("new.sqlite")
        _ = try DataStore.sqlite(path: path)

        let connection = try SQLiteConnection(path: path)
        #expect(try connection.pragmaInteger("PRAGMA user_version") == Int64(SQLiteSchema.format))
        let tables = try Self.tableNames(connection)
        // One table per entity (Todo's, Project's, and one per entity `scripts/scaffold`
        // generated into the tree), the record of each table's steps, and nothing else.
        #expect(tables.isSuperset(of: ["todos", "projects"]), "\(tables)")
        let bookkeeping: Set = ["table_versions", "table_steps"]
        #expect(tables.subtracting(bookkeeping) == Set(Schemas.all.map { $0.table }), "\(tables)")
        for schema in Schemas.all {
            let recorded = try SQLiteSchema.recordedSteps(on: connection)[schema.table] ?? [:]
            #expect(SQLiteSchema.hasRun(schema.migrations, recorded: recorded))
        }
        let journalMode = try connection.prepare("PRAGMA journal_mode")
        defer { journalMode.reset() }
        #expect(try journalMode.step() && journalMode.string(at: 0) == "wal")
    }

    @Test("reopening a file keeps its data")
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

    @Test(
        "a file of the store-wide steps (user_version 1 or 2) opens with its rows, each table taking its steps on",
        arguments: [1, 2])
    func storeWideFileIsTakenOver(storeWide: Int) async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("store-wide-\(storeWide).sqlite")
        do {
            let connection = try SQLiteConnection(path: path)
            try connection.execute("PRAGMA journal_mode = WAL")
            try connection.execute(SQLiteStoreWideSteps.step1)
            if storeWide == 2 { try connection.execute(SQLiteStoreWideSteps.step2) }
            try connection.execute(SQLiteStoreWideSteps.rows)
        }

        let store = try DataStore.sqlite(path: path)
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let projects = ProjectRepositoryImpl(dataSource: store.projectDataSource())
        #expect(try await todos.fetchAll(.all).map(\.title) == ["Water the plants"])
        #expect(try await projects.fetchAll(.all).map(\.name) == ["Home"])
        let home = try #require(try await projects.fetchAll(.all).first)
        _ = try await todos.create(Todo(title: "Sweep", projectID: home.id))

        let connection = try SQLiteConnection(path: path)
        #expect(try connection.pragmaInteger("PRAGMA user_version") == Int64(SQLiteSchema.format))
        for schema in [ProjectSchema.self, TodoSchema.self] as [any StoreSchema.Type] {
            let recorded = try SQLiteSchema.recordedSteps(on: connection)[schema.table] ?? [:]
            #expect(SQLiteSchema.hasRun(schema.migrations, recorded: recorded))
        }
        // Step 2 ran on the file of step 1 alone: an id prefix finds time-ordered ids by their index.
        #expect(
            try connection.pragmaInteger(
                "SELECT count(*) FROM sqlite_schema WHERE name IN ('projects_id_tail', 'todos_id_tail')") == 2)
        #expect(try connection.pragmaInteger("SELECT count(*) FROM todos") == 2)
    }

    @Test("a file of store-wide step 2 with the early table_versions but no table_steps opens and is upgraded")
    func earlyTableVersionsFileIsTakenOver() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("early-table-versions.sqlite")
        do {
            // What the versions between per-table steps and step checksums wrote: the store-wide
            // tables at user_version 2, and a table_versions that Todo and Project had no row in.
            let connection = try SQLiteConnection(path: path)
            try connection.execute("PRAGMA journal_mode = WAL")
            try connection.execute(SQLiteStoreWideSteps.step1)
            try connection.execute(SQLiteStoreWideSteps.step2)
            try connection.execute(SQLiteStoreWideSteps.rows)
            try connection.execute(
                #"CREATE TABLE "table_versions" ("table" TEXT NOT NULL PRIMARY KEY, "version" INTEGER NOT NULL)"#)
        }

        let store = try DataStore.sqlite(path: path)
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
        #expect(try await todos.fetchAll(.all).map(\.title) == ["Water the plants"])

        let connection = try SQLiteConnection(path: path)
        #expect(try connection.pragmaInteger("PRAGMA user_version") == Int64(SQLiteSchema.format))
        for schema in [ProjectSchema.self, TodoSchema.self] as [any StoreSchema.Type] {
            let recorded = try SQLiteSchema.recordedSteps(on: connection)[schema.table] ?? [:]
            #expect(SQLiteSchema.hasRun(schema.migrations, recorded: recorded))
        }
    }

    @Test("a todos table whose step 1 is not the app's step 1 refuses to open, naming the table and the step")
    func changedTodoStepIsRefused() throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("clash.sqlite")
        _ = try DataStore.sqlite(path: path)
        do {
            let connection = try SQLiteConnection(path: path)
            try connection.execute(
                #"UPDATE "table_steps" SET "checksum" = '0000000000000000' WHERE "table" = 'todos' AND "step" = 1"#)
        }

        let error = storageError { () throws(DataSourceError) in _ = try DataStore.sqlite(path: path) }

        let message = (error?.underlying as? SQLiteError)?.message ?? ""
        #expect(message.contains("the table \"todos\" ran another step 1"), "\(String(describing: error))")
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

        #expect(error?.summary.contains("schema version 99, newer than \(SQLiteSchema.format)") == true)
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

    @Test("every entity's steps are numbered 1, 2, 3...: a merge that gave two changes one number fails here first")
    func everyEntitysStepsAreNumbered() {
        for schema in Schemas.all {
            #expect(MigrationCore.misnumbered(in: schema.table, versions: schema.migrations.map(\.version)) == nil)
            #expect(
                MigrationCore.misnumbered(in: schema.table, versions: schema.postgreSQLMigrations.map(\.version)) == nil
            )
            #expect(schema.migrations.count == schema.postgreSQLMigrations.count, "\(schema.table)")
        }
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
