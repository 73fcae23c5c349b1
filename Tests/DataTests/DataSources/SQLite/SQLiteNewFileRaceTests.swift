import Domain
import Foundation
import TestSupport
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("Processes opening one brand-new SQLite file at the same moment", .serialized)
struct SQLiteNewFileRaceTests {
    /// Processes per trial: two servers started together, and two more.
    static let processCount = 4

    @Test("each process opens the new file and stores its todo; the schema is created once")
    func simultaneousOpensAllSucceed() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let trials = FaultTrials(defaultCount: 20)
        // What one process alone makes of a new file: what every trial must end with.
        let alone = folder.path("alone.sqlite")
        try await offCooperativePool { try SQLiteStore.open(path: alone) }.close()
        let expected = try await offCooperativePool { try FileContents(path: alone) }

        for trial in 1...trials.count {
            let path = folder.path("trial-\(trial).sqlite")
            let context = "trial \(trial) of \(trials.count) (FAULT_TRIALS=N for more)"
            // Given several processes started and each waiting on its standard input,
            let children = try (1...Self.processCount).map { number in
                try ChildProcess(worker: ["sqlite-open", path, "child \(number)"], pipedInput: true)
            }
            for child in children {
                #expect(await child.waitForLine("ready"), "\(context): \(child.complaints)")
            }
            // when all are let go at once to open the file that does not exist yet,
            for child in children { child.closeInput() }
            for (number, child) in children.enumerated() {
                let status = await child.exitStatus()
                #expect(status == 0, "\(context), child \(number + 1): \(child.complaints)")
            }
            // then the file holds the one schema, in WAL mode, and every process's todo.
            let found = try await offCooperativePool { try FileContents(path: path) }
            #expect(found.schema == expected.schema, "\(context)")
            #expect(found.version == SQLiteSchema.format, "\(context)")
            #expect(found.journalMode == "wal", "\(context)")
            #expect(found.todoCount == Self.processCount, "\(context)")
            #expect(found.integrity == "ok", "\(context)")
        }
    }

    @Test("opening a new file whose write lock another connection holds waits the busy timeout, as any write")
    func openWaitsForTheWriteLock() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("new.sqlite")
        // Another process in the middle of setting up the same new file: it holds the write lock
        // that switching the file to WAL needs.
        let other = try SQLiteConnection(path: path)
        try other.execute("BEGIN IMMEDIATE")
        defer { try? other.execute("ROLLBACK") }

        let error = await #expect(throws: DataSourceError.self) {
            try await offCooperativePool { try SQLiteStore.open(path: path, busyTimeoutMilliseconds: 50) }
        }

        // Refused only after waiting, as every write is (see SQLiteConditionTests), never at once.
        guard case .storage(let evidence) = error else {
            Issue.record("expected .storage, got \(String(describing: error))")
            return
        }
        let attempts = SQLiteConnection.busyRetries + 1
        #expect((evidence.underlying as? SQLiteError)?.lockWait == .milliseconds(50 * attempts), "\(evidence)")
    }
}

/// What a database file holds, read on a connection of its own.
private struct FileContents {
    /// Every table and index: type, name and SQL, one line each, in name order.
    let schema: [String]
    let version: Int
    let journalMode: String
    let todoCount: Int
    let integrity: String

    init(path: String) throws {
        let connection = try SQLiteConnection(path: path, create: false)
        schema = try Self.lines(
            "SELECT type || ' ' || name || ' ' || ifnull(sql, '') FROM sqlite_schema ORDER BY name", on: connection)
        version = Int(try connection.pragmaInteger("PRAGMA user_version"))
        journalMode = try Self.lines("PRAGMA journal_mode", on: connection).joined()
        todoCount = Int(try connection.pragmaInteger("SELECT count(*) FROM todos"))
        integrity = try Self.lines("PRAGMA integrity_check", on: connection).joined(separator: "\n")
    }

    private static func lines(_ sql: String, on connection: SQLiteConnection) throws -> [String] {
        let statement = try connection.prepare(sql)
        var lines: [String] = []
        while try statement.step() { lines.append(statement.string(at: 0)) }
        return lines
    }
}
