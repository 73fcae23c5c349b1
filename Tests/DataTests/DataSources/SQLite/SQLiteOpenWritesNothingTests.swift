import Foundation
import TestSupport
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("Opening an up-to-date SQLite file")
struct SQLiteOpenWritesNothingTests {
    @Test("a file at the newest schema opens while another process holds the write lock")
    func opensBesideAWriter() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("todos.sqlite")
        try await offCooperativePool { try SQLiteStore.open(path: path) }.close()
        let holder = try SQLiteConnection(path: path)
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }

        // A short wait, so that an open that queued for the lock would fail rather than wait.
        let store = try await offCooperativePool { try SQLiteStore.open(path: path, busyTimeoutMilliseconds: 50) }
        let count = try await store.read { session throws(DataSourceError) in
            try sqlite { () throws(SQLiteError) in try session.connection.pragmaInteger("SELECT count(*) FROM todos") }
        }

        #expect(count == 0)
        await store.close()
    }

    @Test("an index missing from the file is created again on open")
    func missingIndexIsCreated() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("todos.sqlite")
        try await offCooperativePool { try SQLiteStore.open(path: path) }.close()
        let editor = try SQLiteConnection(path: path)
        try editor.execute(#"DROP INDEX "todos_priority""#)

        let store = try await offCooperativePool { try SQLiteStore.open(path: path) }
        let found = try editor.pragmaInteger(
            #"SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name = 'todos_priority'"#)

        #expect(found == 1)
        await store.close()
    }
}
