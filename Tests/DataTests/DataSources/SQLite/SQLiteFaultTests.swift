import CSQLite
import Domain
import Foundation
import TestSupport
import Testing

@testable import Data
@testable import SQLiteStore

@Suite("SQLite survives a killed writer and two processes writing at once", .serialized)
struct SQLiteFaultTests {
    static let batchSize = 50_000
    /// How many times a run is made again when the watcher saw none of its log.
    static let lateWatcherRetries = 3

    @Test("a writer killed with SIGKILL inside its batch transaction leaves an intact file without the batch")
    func killedBatchIsAllOrNothing() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let trials = FaultTrials(defaultCount: 5)
        var random = trials.generator()

        // One uncut run tells how large the write-ahead log grows by the commit. Its growth is
        // the marker: a kill when the log holds a fraction of that lands inside the transaction,
        // before its commit frame, wherever the machine's speed puts it in time.
        // A loaded machine can start the watcher after a fast child has finished and removed its
        // log (the test's task waits for a thread of the pool), so a run it saw nothing of runs again.
        var uncut = try await runBatch(at: folder.path("uncut-0.sqlite"), killAtLogBytes: nil)
        for attempt in 1...Self.lateWatcherRetries where uncut.largestLog == 0 {
            uncut = try await runBatch(at: folder.path("uncut-\(attempt).sqlite"), killAtLogBytes: nil)
        }
        #expect(uncut.count == Self.batchSize)
        let finalLog = uncut.largestLog
        try #require(finalLog > 1_000_000, "the batch should spill into the log; it grew to \(finalLog) bytes")

        var outcomes: [String] = []
        for trial in 1...trials.count {
            let fraction = Double.random(in: 0.05...0.9, using: &random)
            let threshold = Int(Double(finalLog) * fraction)
            var result = try await runBatch(at: folder.path("trial-\(trial).sqlite"), killAtLogBytes: threshold)
            for attempt in 1...Self.lateWatcherRetries where !result.killed && result.largestLog == 0 {
                result = try await runBatch(
                    at: folder.path("trial-\(trial)-\(attempt).sqlite"), killAtLogBytes: threshold)
            }
            let context = "trial \(trial) of \(trials), killed at \(threshold) log bytes"
            #expect(result.killed, "\(context): the child was not killed (it ended on its own)")
            #expect(result.count == 0 || result.count == Self.batchSize, "\(context): kept \(result.count) rows")
            outcomes.append(result.count == 0 ? "none" : "all")
        }
        // Every kill is before the commit frame, so each trial should keep nothing; "all" would
        // mean a kill landed after the commit, still all-or-nothing, and is reported, not failed.
        #expect(outcomes.contains("none"), "no trial was killed before its commit (\(trials)): \(outcomes)")
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

    /// What one run of the batch job left.
    private struct BatchRun {
        /// Todos in the file afterwards.
        let count: Int
        /// Whether it ended by SIGKILL.
        let killed: Bool
        /// The largest size the `-wal` file was seen at.
        let largestLog: Int
    }

    /// Runs the batch job, killing it once its `-wal` file holds `threshold` bytes (never, when
    /// nil), then checks the file and counts its todos.
    private func runBatch(at path: String, killAtLogBytes threshold: Int?) async throws -> BatchRun {
        // The schema exists before the child starts, so a kill cannot land in the migration.
        let schema = try await offCooperativePool { try DataStore.sqlite(path: path) }
        await schema.close()
        let child = try ChildProcess(worker: ["sqlite-batch", path, "\(Self.batchSize)"])
        #expect(await child.waitForLine("started"), "\(child.complaints)")
        let largestLog = try await offCooperativePool {
            Self.watchLog(of: path, while: child, killAt: threshold)
        }
        let status = await child.exitStatus()
        if threshold == nil { #expect(status == 0, "\(child.complaints)") }

        #expect(try await offCooperativePool { try Self.integrityCheck(path) } == "ok")
        let store = try await offCooperativePool { try DataStore.sqlite(path: path) }
        let count = try await TodoRepositoryImpl(dataSource: store.todoDataSource()).count(matching: .all)
        await store.close()
        return BatchRun(count: count, killed: child.wasKilled, largestLog: largestLog)
    }

    /// Polls the size of `path`'s `-wal` every 200 µs while `child` runs, killing it when the
    /// size reaches `threshold`; returns the largest size seen. Blocks: run it off the pool.
    private static func watchLog(of path: String, while child: ChildProcess, killAt threshold: Int?) -> Int {
        var largest = 0
        var info = stat()
        while child.isRunning {
            if stat(path + "-wal", &info) == 0 {
                largest = max(largest, Int(info.st_size))
                if let threshold, largest >= threshold {
                    child.killNow()
                    break
                }
            }
            usleep(200)
        }
        return largest
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
