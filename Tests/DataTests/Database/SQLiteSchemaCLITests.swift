import Data
import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

/// The `sqlite3` shell, when installed: the schema must be ordinary SQL it reads and checks.
private let shell = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/opt/homebrew/bin/sqlite3"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

@Suite("The database file is ordinary SQLite that the sqlite3 shell reads and checks")
struct SQLiteSchemaCLITests {
    @Test(
        "sqlite3 prints the schema, finds the file intact and its foreign keys consistent",
        .enabled(if: shell != nil, "the sqlite3 shell is not installed"))
    func shellReadsAndChecksTheFile() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("todos.sqlite")
        do {
            let store = try DataStore.sqlite(path: path)
            let project = try await ProjectRepositoryImpl(dataSource: store.projectDataSource())
                .create(Project(name: "Home"))
            _ = try await TodoRepositoryImpl(dataSource: store.todoDataSource())
                .createAll((0..<10).map { Todo(title: "Todo \($0)", projectID: $0 % 2 == 0 ? project.id : nil) })
        }

        let schema = try await run(path, ".schema")
        // Every identifier is quoted (the shell prints a quoted table as `CREATE TABLE IF NOT EXISTS`).
        #expect(schema.contains("\"projects\" (\n    \"id\" TEXT NOT NULL PRIMARY KEY"))
        #expect(schema.contains("\"todos\" (\n    \"id\" TEXT NOT NULL PRIMARY KEY"))
        #expect(schema.contains("\"project_id\" TEXT REFERENCES \"projects\" (\"id\") ON DELETE RESTRICT"))
        #expect(schema.contains("CREATE UNIQUE INDEX \"projects_name_key\" ON \"projects\" (\"name_key\")"))
        #expect(try await run(path, "PRAGMA integrity_check;") == "ok")
        #expect(try await run(path, "PRAGMA foreign_key_check;").isEmpty)
        #expect(try await run(path, "SELECT count(*) FROM todos WHERE project_id IS NOT NULL;") == "5")
        #expect(try await run(path, "SELECT id = upper(id) AND length(id) = 36 FROM projects;") == "1")
    }

    /// Runs `sqlite3 path command` off the cooperative pool and returns what it printed.
    private func run(_ path: String, _ command: String) async throws -> String {
        // The store closes its connections on its own threads after release, and the last close
        // checkpoints under a lock: the shell waits for it like any second process would.
        let outcome = try await SpawnedProcess.run(
            ChildCommand(shell ?? "sqlite3", ["-cmd", ".timeout 10000", path, command]))
        #expect(outcome.status == 0, "sqlite3 \(command): \(outcome.stderr)")
        return outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
