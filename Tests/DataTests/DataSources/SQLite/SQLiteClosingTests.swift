import CSQLite
import Domain
import Foundation
import Testing

@testable import Data
@testable import SQLiteStore

/// A SQLite database holds its data on its own once the store is closed or released: no `-wal`
/// is left behind, and the database file copied alone has every committed write.
@Suite("SQLite stores close cleanly")
struct SQLiteClosingTests {
    @Test("close() folds the WAL into the file: the file copied alone holds every todo")
    func closeCheckpoints() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("todos.sqlite")
        let store = try DataStore.sqlite(path: path)
        let todos = (1...300).map { Todo(title: "todo \($0)") }
        _ = try await TodoRepositoryImpl(dataSource: store.todoDataSource()).createAll(todos)

        await store.close()

        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
        let copy = folder.path("copy.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        #expect(try Self.rowCount(copy, table: "todos") == 300)
    }

    @Test("calls after close() fail with .storage instead of waiting")
    func callsAfterCloseFail() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let store = try DataStore.sqlite(path: folder.path("todos.sqlite"))
        let repository = TodoRepositoryImpl(dataSource: store.todoDataSource())
        await store.close()
        await store.close()

        await #expect(throws: RepositoryError.self) { _ = try await repository.create(Todo(title: "late")) }
        await #expect(throws: RepositoryError.self) { _ = try await repository.fetchAll(.all) }
    }

    @Test("a released store closes its connections on its own threads and removes the WAL")
    func releasedStoreCloses() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("todos.sqlite")
        do {
            let store = try DataStore.sqlite(path: path)
            _ = try await TodoRepositoryImpl(dataSource: store.todoDataSource()).create(Todo(title: "one"))
            #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        }
        // A bound on a close that never happens, not a speed target: under a full parallel test
        // run the releasing task may wait a long time for a cooperative thread.
        let deadline = ContinuousClock.now + .seconds(90)
        while FileManager.default.fileExists(atPath: path + "-wal") && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(try Self.rowCount(path, table: "todos") == 1)
    }

    @Test("a path that exists and is not a regular file is refused, and nothing is created beside it")
    func nonRegularFileRefused() throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let fifo = folder.path("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)

        for (path, kind) in [
            ("/dev/null", "a character device"), (folder.url.path, "a folder"), (fifo, "a named pipe"),
        ] {
            let error = #expect(throws: DataSourceError.self) { try DataStore.sqlite(path: path) }
            guard case .storage(let evidence) = error else {
                Issue.record("expected .storage for \(path), got \(String(describing: error))")
                continue
            }
            #expect(evidence.summary.contains("\(path) is \(kind)"), "\(evidence.summary)")
            #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        }
    }

    private static func rowCount(_ path: String, table: String) throws -> Int64 {
        let connection = try SQLiteConnection(path: path, create: false)
        // The releasing store's last close may still hold its lock for a moment after -wal is gone.
        connection.setBusyTimeout(milliseconds: 60_000)
        try connection.execute("PRAGMA query_only = ON")
        return try connection.pragmaInteger("SELECT count(*) FROM \(table)")
    }
}
