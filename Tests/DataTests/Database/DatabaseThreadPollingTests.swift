import Dispatch
import Foundation
import Testing

@testable import Data

@Suite("A caller polls a database thread for its answer only briefly")
struct DatabaseThreadPollingTests {
    @Test("an answer that comes at once is returned, and an error is thrown, as perform does")
    func quickAnswersAndErrorsComeBack() async throws {
        let thread = DatabaseThread(name: "polling test")
        defer { thread.stop() }
        let answer = await thread.performPolling(patience: .microseconds(50)) { 6 * 7 }
        #expect(answer == 42)
        await #expect(throws: PollingTestError.self) {
            try await thread.performPolling(patience: .microseconds(50)) { () throws(PollingTestError) in
                throw PollingTestError()
            }
        }
    }

    @Test("a late answer frees the caller's thread: a task queued behind the caller runs before it comes")
    func lateAnswerFreesTheCallersThread() async throws {
        let thread = DatabaseThread(name: "polling test")
        defer { thread.stop() }
        // One serial executor, so the task below can run only when the caller gives the thread up.
        // A caller that polled until the answer came would hold it: the work would then wait out
        // its 10 s and report that the task never ran.
        let caller = SerialTestExecutor()
        let released = DispatchSemaphore(value: 0)
        let taskRan = await withTaskExecutorPreference(caller) {
            let releaser = Task(executorPreference: caller) { _ = released.signal() }
            let ran = await thread.performPolling(patience: .microseconds(50)) {
                released.wait(timeout: .now() + 10) == .success
            }
            await releaser.value
            return ran
        }
        #expect(taskRan)
    }
}

private struct PollingTestError: Error {}

/// Runs every task job on one serial queue, like a cooperative pool of a single thread.
private final class SerialTestExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "one cooperative thread")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
