import CSQLite
import Domain
import Foundation
import TestSupport
import Testing

@testable import Data
@testable import FileStore
@testable import SQLiteStore

#if canImport(Glibc)
    import Glibc
#endif

/// A full disk is named as full, with the place it holds, on every local store: a write that
/// fails with ENOSPC, and a SQLite read that cannot create its -shm index, never read as "the disk
/// failed" or "the store cannot be used". The real condition needs a small tmpfs (root only);
/// the mapping itself is checked on the codes alone.
@Suite("A full disk is named as full")
struct FullDiskTests {
    @Test("a file-store write that fails with ENOSPC names the full disk and the store's folder")
    func fileStoreErrnoMapping() {
        let error = DataSourceError.file(
            FileStoreError(file: "/srv/todos/journal.jsonl", problem: .io(operation: "write", errno: ENOSPC)))
        #expect(Self.summary(of: error) == "the disk holding /srv/todos is full; free some space and try again")
    }

    @Test("SQLITE_IOERR with errno ENOSPC is a full disk, as SQLITE_FULL is")
    func sqliteErrnoMapping() {
        let shmSize = SQLiteError(
            extendedCode: SQLITE_IOERR | 19 << 8, message: "disk I/O error", database: "/srv/todos.sqlite",
            systemErrno: ENOSPC)
        #expect(shmSize.condition.hasPrefix("the disk holding the database /srv/todos.sqlite is full"))
        #expect(shmSize.condition.contains("even reading needs room for its -shm index"))

        let fsync = SQLiteError(
            extendedCode: SQLITE_IOERR | 4 << 8, message: "disk I/O error", database: "/srv/todos.sqlite",
            systemErrno: ENOSPC)
        #expect(fsync.condition.hasPrefix("the disk holding the database /srv/todos.sqlite is full"))

        let other = SQLiteError(
            extendedCode: SQLITE_IOERR | 4 << 8, message: "disk I/O error", database: "/srv/todos.sqlite",
            systemErrno: EIO)
        #expect(other.condition.hasPrefix("the disk failed"))
    }

    @Test(
        "a file store on a full disk says so, naming its folder",
        .enabled(if: SmallDisk.canMount, "mounting a small tmpfs needs root"))
    func fileStoreOnFullDisk() async throws {
        try await SmallDisk.withMounted(kilobytes: 256) { disk in
            let folder = disk.path("store")
            let store = try await offCooperativePool { try DataStore.file(at: URL(fileURLWithPath: folder)) }
            let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
            _ = try await todos.create(Todo(title: "kept"))
            try Self.fillUp(disk.path("filler"))

            let error = await #expect(throws: RepositoryError.self) {
                _ = try await todos.create(Todo(title: "no room", notes: String(repeating: "n", count: 8_000)))
            }

            let summary = try #require(error.map(Self.summary(of:)))
            #expect(summary == "the disk holding \(folder) is full; free some space and try again", "\(summary)")
            #expect(try await todos.fetchAll(.all).map(\.title) == ["kept"])
        }
    }

    @Test(
        "reading a SQLite database on a full disk names the full disk, not a failed one",
        .enabled(if: SmallDisk.canMount, "mounting a small tmpfs needs root"))
    func sqliteReadOnFullDisk() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let writer = try DataStore.sqlite(path: folder.path("todos.sqlite"))
        _ = try await TodoRepositoryImpl(dataSource: writer.todoDataSource()).create(Todo(title: "kept"))
        await writer.close()
        let checkpointer = try SQLiteConnection(path: folder.path("todos.sqlite"), create: false)
        try checkpointer.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try await SmallDisk.withMounted(kilobytes: 512) { disk in
            // The database alone, as the last connection's close leaves it: no -shm index yet.
            let path = disk.path("todos.sqlite")
            try FileManager.default.copyItem(atPath: folder.path("todos.sqlite"), toPath: path)
            try Self.fillUp(disk.path("filler"))

            let summary = try await Self.failureOfReading(path)

            #expect(summary.hasPrefix("the disk holding the database \(path) is full"), "\(summary)")
            #expect(summary.contains("even reading needs room for its -shm index"), "\(summary)")
        }
    }

    // MARK: Helpers

    private static func summary(of error: DataSourceError) -> String {
        summary(of: error.toRepositoryError(entity: "todo"))
    }

    private static func summary(of error: RepositoryError) -> String {
        switch error {
        case .storage(let evidence), .unavailable(let evidence): evidence.summary
        default: "\(error)"
        }
    }

    /// What opening the database at `path` and listing its todos failed with.
    private static func failureOfReading(_ path: String) async throws -> String {
        do {
            let reader = try DataStore.sqlite(path: path)
            do {
                _ = try await TodoRepositoryImpl(dataSource: reader.todoDataSource()).fetchAll(.all)
                await reader.close()
            } catch {
                await reader.close()
                return summary(of: error)
            }
        } catch {
            return summary(of: error.toRepositoryError(entity: "todo"))
        }
        Issue.record("the read succeeded")
        return ""
    }

    /// Writes zeros to `path` until the file system refuses: nothing is left for anyone.
    private static func fillUp(_ path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        let chunk = [UInt8](repeating: 0, count: 4096)
        while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }
}
