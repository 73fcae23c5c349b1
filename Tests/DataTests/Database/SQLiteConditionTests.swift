import CSQLite
import Domain
import Foundation
import TestSupport
import Testing

@testable import Data
@testable import SQLiteStore

/// SQLite failures reach people as the condition and the file ("... is damaged", "disk full",
/// "read-only", "locked by another process for N s"), never as "SQLite failed". Each case makes
/// the real condition happen, except where only root can (a small or read-only disk).
@Suite("SQLite failures name the condition and the file")
struct SQLiteConditionTests {
    @Test("a damaged database file is reported as damaged, naming the file")
    func damagedFile() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("todos.sqlite")
        try await Self.fill(path, todos: 2_000)
        try Self.checkpoint(path)
        try Self.overwrite(path, from: 2 * 4096)

        let error = await Self.firstFailure { () async throws(RepositoryError) in
            let store = try Self.repositoryError { () throws(DataSourceError) in try DataStore.sqlite(path: path) }
            _ = try await TodoRepositoryImpl(dataSource: store.todoDataSource()).fetchAll(.all)
        }

        let summary = try #require(error.map(Self.summary))
        #expect(summary.contains("\(path) is damaged"), "\(summary)")
        #expect(summary.contains("malformed"), "\(summary)")
    }

    @Test("a file that is not a database is named as such")
    func notADatabase() throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("notes.txt")
        try Data(String(repeating: "not a database\n", count: 400).utf8).write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: DataSourceError.self) { try DataStore.sqlite(path: path) }

        let summary = try #require(error.map { Self.summary(of: $0.toRepositoryError(entity: "todo")) })
        #expect(summary.contains("\(path) is not a SQLite database"), "\(summary)")
    }

    @Test("a lock held by another process is reported with how long it was waited for")
    func lockedByAnotherProcess() throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("locked.sqlite")
        let holder = try SQLiteConnection(path: path)
        try holder.execute("PRAGMA journal_mode = WAL")
        try holder.execute("CREATE TABLE items (name TEXT)")
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }
        let waiter = try SQLiteConnection(path: path)
        waiter.setBusyTimeout(milliseconds: 50)

        let error = #expect(throws: DataSourceError.self) {
            try waiter.writeTransaction { () throws(DataSourceError) in }
        }

        guard case .unavailable(let evidence) = error else {
            Issue.record("expected .unavailable, got \(String(describing: error))")
            return
        }
        let attempts = SQLiteConnection.busyRetries + 1
        #expect(evidence.summary.contains("\(path) was locked by another process for "), "\(evidence.summary)")
        #expect((evidence.underlying as? SQLiteError)?.lockWait == .milliseconds(50 * attempts))
    }

    @Test(
        "a full disk is reported as full, naming the database",
        .enabled(if: SmallDisk.canMount, "mounting a small tmpfs needs root"))
    func fullDisk() async throws {
        try await SmallDisk.withMounted(kilobytes: 384) { disk in
            let path = disk.path("todos.sqlite")
            let error = await Self.firstFailure { () async throws(RepositoryError) in
                try await Self.fillRepository(path, todos: 20_000)
            }

            let summary = try #require(error.map(Self.summary))
            #expect(summary.contains("the disk holding the database \(path) is full"), "\(summary)")
        }
    }

    @Test(
        "a database on a read-only disk is reported as read-only",
        .enabled(if: SmallDisk.canMount, "mounting a read-only tmpfs needs root"))
    func readOnlyDisk() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        try await Self.fill(folder.path("todos.sqlite"), todos: 10)
        try Self.checkpoint(folder.path("todos.sqlite"))
        try await SmallDisk.withMounted(kilobytes: 2048) { disk in
            let path = disk.path("todos.sqlite")
            // A copy, so that no connection of this process holds the file open while it remounts.
            try FileManager.default.copyItem(atPath: folder.path("todos.sqlite"), toPath: path)
            try await disk.remountReadOnly()

            let error = await Self.firstFailure { () async throws(RepositoryError) in
                let store = try Self.repositoryError { () throws(DataSourceError) in try DataStore.sqlite(path: path) }
                do throws(RepositoryError) {
                    _ = try await TodoRepositoryImpl(dataSource: store.todoDataSource()).create(Todo(title: "one more"))
                } catch {
                    await store.close()
                    throw error
                }
                await store.close()
            }

            let summary = try #require(error.map(Self.summary))
            #expect(summary.contains("\(path) is read-only"), "\(summary)")
        }
    }

    // MARK: Helpers

    private static func summary(of error: RepositoryError) -> String {
        switch error {
        case .storage(let evidence), .unavailable(let evidence): evidence.summary
        default: "\(error)"
        }
    }

    private static func firstFailure(_ body: () async throws(RepositoryError) -> Void) async -> RepositoryError? {
        do {
            try await body()
            return nil
        } catch {
            return error
        }
    }

    private static func repositoryError<T>(_ body: () throws(DataSourceError) -> T) throws(RepositoryError) -> T {
        do {
            return try body()
        } catch {
            throw error.toRepositoryError(entity: "todo")
        }
    }

    /// Writes `todos` todos of 1 KB notes each, in batches of 500.
    private static func fillRepository(_ path: String, todos count: Int) async throws(RepositoryError) {
        let store = try repositoryError { () throws(DataSourceError) in try DataStore.sqlite(path: path) }
        let repository = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let notes = String(repeating: "n", count: 1_000)
        do {
            for start in stride(from: 0, to: count, by: 500) {
                let batch = (start..<min(count, start + 500)).map { Todo(title: "todo \($0)", notes: notes) }
                _ = try await repository.createAll(batch)
            }
        } catch {
            await store.close()
            throw error
        }
        await store.close()
    }

    private static func fill(_ path: String, todos count: Int) async throws {
        try await fillRepository(path, todos: count)
    }

    /// Moves everything the WAL holds into the main file, as the last connection's close would.
    private static func checkpoint(_ path: String) throws {
        let connection = try SQLiteConnection(path: path, create: false)
        try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// Overwrites the file from `offset` to its end with bytes that are no B-tree page.
    private static func overwrite(_ path: String, from offset: Int) throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: UInt64(offset))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(size) - offset))
    }
}

/// A tmpfs of a few hundred kilobytes mounted for one test (root only): the real "disk full"
/// and "read-only file system" conditions, without filling the machine's disk. `mount` and
/// `umount` are waited for on a thread of their own: a wait on one of the cooperative pool's two
/// threads would stall every test beside this one.
struct SmallDisk {
    static var canMount: Bool { geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount") }

    let url: URL

    private init(kilobytes: Int) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("small-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Self.mount(["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path])
    }

    /// Mounts a disk of `kilobytes`, runs `body` with it, and unmounts it however `body` ends.
    static func withMounted(kilobytes: Int, _ body: (SmallDisk) async throws -> Void) async throws {
        let disk = try await offCooperativePool { try SmallDisk(kilobytes: kilobytes) }
        do {
            try await body(disk)
        } catch {
            await disk.unmount()
            throw error
        }
        await disk.unmount()
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remountReadOnly() async throws {
        let url = url
        try await offCooperativePool { try Self.mount(["-o", "remount,ro", url.path]) }
    }

    /// Unmounts, lazily when a file is still open there (a connection whose close is queued on
    /// its thread): a plain umount then fails with "target is busy" and the mount would outlive
    /// the test, as dozens did.
    private func unmount() async {
        let url = url
        _ = try? await offCooperativePool {
            if (try? Self.run("/bin/umount", [url.path])) == nil {
                try? Self.run("/bin/umount", ["-l", url.path])
            }
            try? FileManager.default.removeItem(at: url)
        }
    }

    private static func mount(_ arguments: [String]) throws {
        try run("/bin/mount", arguments)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let outcome = try SpawnedProcess.runBlocking(ChildCommand(tool, arguments))
        guard outcome.status == 0 else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [NSLocalizedDescriptionKey: "\(tool) \(arguments) failed: \(outcome.stderr)"])
        }
    }
}
