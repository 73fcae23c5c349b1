import Data
import Domain
import FileStore
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("JSON file store keeps every acknowledged write across SIGKILL and concurrent processes")
struct FileStoreCrashTests {
    @Test("a writer killed at a random moment loses no acknowledged batch and leaves no partial one")
    func killedWriterLosesNothingAcknowledged() async throws {
        let trials = FaultTrials(defaultCount: 20)
        var random = trials.generator()
        for number in 1...trials.count {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            // Kill after a random number of acknowledgements, a random fraction of a write later.
            let killAfter = Int.random(in: 1...40, using: &random)
            let pause = UInt32.random(in: 0...2_000, using: &random)
            let trial = "\(number) of \(trials)"
            let path = folder.url.path
            let (acknowledged, readBeforeKill, killed) = try await offCooperativePool {
                try Self.killWriter(folder: path, afterAcknowledgements: killAfter, pauseMicroseconds: pause)
            }
            try #require(readBeforeKill == killAfter, "trial \(trial): the worker stopped early")
            #expect(killed, "trial \(trial): the worker was not ended by SIGKILL")

            let url = folder.url
            let store = try await offCooperativePool { try DataStore.file(at: url) }
            let todos = try await TodoRepositoryImpl(dataSource: store.todoDataSource()).fetchAll(.all)
            let counts = Dictionary(grouping: todos, by: \.title).mapValues(\.count)
            for (batch, size) in acknowledged {
                #expect(counts["W batch \(batch)"] == size, "trial \(trial): acknowledged batch \(batch) is missing")
            }
            // Batches are written in order, all or nothing: what is stored is batches 0..<n, whole,
            // where n is the number acknowledged or one more (committed, killed before it printed).
            let stored = counts.count
            #expect(
                stored == acknowledged.count || stored == acknowledged.count + 1,
                "trial \(trial): \(stored) batches stored, \(acknowledged.count) acknowledged")
            for batch in 0..<stored {
                #expect(counts["W batch \(batch)"] == batch % 3 + 1, "trial \(trial): batch \(batch) is partial")
            }
        }
    }

    /// Starts a writer on `folder`, kills it once it has acknowledged `count` batches and
    /// `pause` more microseconds have passed, and returns every batch it acknowledged (read
    /// before the kill or left in the pipe) with its size, how many were read before the kill,
    /// and whether SIGKILL ended it.
    private static func killWriter(
        folder: String, afterAcknowledgements count: Int, pauseMicroseconds pause: UInt32
    ) throws -> ([Int: Int], Int, Bool) {
        let worker = try StoreWorkerProcess(["file-writes", folder, "100000", "W", "3"])
        var acknowledged: [Int: Int] = [:]
        func record(_ line: String) {
            let fields = line.split(separator: " ")
            if fields.count == 3, let batch = Int(fields[1]), let size = Int(fields[2]) {
                acknowledged[batch] = size
            }
        }
        while acknowledged.count < count, let line = try worker.nextLine() {
            record(line)
        }
        let readBeforeKill = acknowledged.count
        usleep(pause)
        try worker.killAbruptly()
        // Lines printed before the kill but not read yet are acknowledgements too.
        while let line = try worker.nextLine() {
            record(line)
        }
        return (acknowledged, readBeforeKill, worker.wasKilled)
    }

    @Test("two processes writing 1,000 todos each at once end with all 2,000 stored")
    func twoProcessesWritingAtOnceLoseNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.path
        let statuses = try await offCooperativePool {
            let workers = try ["A", "B"].map { tag in
                // Short notes: still a few compactions, at a fraction of the disk traffic.
                try StoreWorkerProcess(["file-writes", path, "1000", tag, "1", "200"], quiet: true)
            }
            return try workers.map { try $0.waitForExit() }
        }
        #expect(statuses == [0, 0])
        let url = folder.url
        let store = try await offCooperativePool { try DataStore.file(at: url) }
        let todos = try await TodoRepositoryImpl(dataSource: store.todoDataSource()).fetchAll(.all)
        #expect(todos.count == 2000)
        let titles = Set(todos.map(\.title))
        for tag in ["A", "B"] {
            #expect((0..<1000).allSatisfy { titles.contains("\(tag) batch \($0)") })
        }
    }
}
