import CSQLite
import Domain
import Foundation
import TestSupport
import Testing

@testable import Data

@Suite("SQLite survives a killed writer and two processes writing at once", .serialized)
struct SQLiteFaultTests {
    static let batchSize = 50_000

    @Test("a writer killed with SIGKILL mid-batch leaves an intact file with all of the batch or none")
    func killedBatchIsAllOrNothing() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }

        // One uncut run tells how long a batch takes here, so the kills can be spread across it.
        let clock = ContinuousClock()
        let start = clock.now
        let uncut = try await runBatch(at: folder.path("uncut.sqlite"), killAfter: nil)
        let duration = clock.now - start
        #expect(uncut == Self.batchSize)

        for (trial, fraction) in [0.05, 0.25, 0.5, 0.75, 0.95].enumerated() {
            let path = folder.path("trial-\(trial).sqlite")
            let count = try await runBatch(at: path, killAfter: duration * fraction)
            #expect(count == 0 || count == Self.batchSize, "trial \(trial) kept \(count) rows")
        }
    }

    @Test("two processes writing 1,000 todos each at the same time end with 2,000 and no error")
    func concurrentWritersBothSucceed() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("shared.sqlite")
        _ = try await offCooperativePool { try DataStore.sqlite(path: path) }

        let writers = try ["left", "right"].map { try ChildProcess(worker: ["sqlite-writer", path, "1000", $0]) }
        for writer in writers {
            let status = await writer.exitStatus()
            #expect(status == 0, "\(writer.complaints)")
            #expect(writer.complaints.isEmpty)
            #expect(writer.printed.hasSuffix("wrote 1000\n"))
        }
        let store = try await offCooperativePool { try DataStore.sqlite(path: path) }
        #expect(try await TodoRepositoryImpl(dataSource: store.todoDataSource()).count(matching: .all) == 2000)
        #expect(try await offCooperativePool { try Self.integrityCheck(path) } == "ok")
    }

    /// Runs the batch job, killing it `killAfter` after it starts writing (never, when nil), then
    /// checks the file and returns how many todos it holds.
    private func runBatch(at path: String, killAfter delay: Duration?) async throws -> Int {
        // The schema exists before the child starts, so a kill cannot land in the migration.
        _ = try await offCooperativePool { try DataStore.sqlite(path: path) }
        let child = try ChildProcess(worker: ["sqlite-batch", path, "\(Self.batchSize)"])
        #expect(await child.waitForLine("started"), "\(child.complaints)")
        if let delay {
            try await Task.sleep(for: delay)
            child.killNow()
        }
        let status = await child.exitStatus()
        if delay == nil { #expect(status == 0, "\(child.complaints)") }

        #expect(try await offCooperativePool { try Self.integrityCheck(path) } == "ok")
        let store = try await offCooperativePool { try DataStore.sqlite(path: path) }
        return try await TodoRepositoryImpl(dataSource: store.todoDataSource()).count(matching: .all)
    }

    /// `PRAGMA integrity_check` on a connection of our own, which first recovers the WAL the
    /// killed process left behind, as any later open would.
    private static func integrityCheck(_ path: String) throws -> String {
        let connection = try SQLiteConnection(path: path, create: false)
        let check = try connection.prepare("PRAGMA integrity_check")
        defer { check.reset() }
        var lines: [String] = []
        while try check.step() { lines.append(check.string(at: 0)) }
        return lines.joined(separator: "\n")
    }
}
