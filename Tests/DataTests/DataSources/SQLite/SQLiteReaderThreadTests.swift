import Dispatch
import Foundation
import TestSupport
import Testing

@testable import Data

@Suite("SQLite reads never run on the caller's thread")
struct SQLiteReaderThreadTests {
    @Test("a read runs on a reader's thread, not on the caller's, even when a reader is free")
    func lookupLeavesTheCallersThread() async throws {
        let folder = try SQLiteTestFolder()
        defer { folder.remove() }
        let path = folder.path("todos.sqlite")
        let store = try await offCooperativePool { try SQLiteStore.open(path: path) }
        // The caller's task runs on a queue it can recognise: a body that finds the queue's mark
        // ran inline, where a disk read would have held the caller's (cooperative) thread.
        let caller = MarkedExecutor()
        let ranInline = try await withTaskExecutorPreference(caller) {
            var inline: [Bool] = []
            // Nothing else uses the store, so every reader is free.
            for _ in 0..<4 {
                inline.append(try await store.read { _ in MarkedExecutor.isCurrent })
            }
            return inline
        }
        #expect(ranInline == [false, false, false, false])
        #expect(await withTaskExecutorPreference(caller) { MarkedExecutor.isCurrent }, "the mark is not seen")
        await store.close()
    }
}

/// Runs tasks on a serial queue that marks its threads, so code can tell whether it runs there.
private final class MarkedExecutor: TaskExecutor {
    private static let mark = DispatchSpecificKey<Bool>()
    private let queue = DispatchQueue(label: "the caller's executor")

    init() {
        queue.setSpecific(key: Self.mark, value: true)
    }

    /// Whether the calling code runs on a marked queue.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: mark) ?? false
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
