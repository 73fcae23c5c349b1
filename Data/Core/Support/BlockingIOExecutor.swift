import Dispatch
import Foundation
import Synchronization

/// A serial executor with a thread of its own, for an actor whose steps block: the file store
/// (`fsync`, `flock`), SQLite's writer (the busy timeout while another process writes, `fsync`
/// at a checkpoint, a 100,000-row batch), a PostgreSQL connection (every libpq call waits for
/// the server).
///
/// Why not the default executor: Swift's cooperative pool has one thread per core, two on a
/// small machine, and a blocked step holds one of them for as long as the disk or the server
/// takes, stalling every unrelated task. On a thread of its own it stalls only its own actor.
/// The thread sleeps on a semaphore while there is nothing to run: no polling.
///
/// The thread ends after ``stop()``; the owning actor calls it when it goes away.
package final class BlockingIOExecutor: SerialExecutor {
    private struct Queue {
        var jobs: [UnownedJob] = []
        var isStopped = false
    }

    private let queue = Mutex(Queue())
    private let wakeUp = DispatchSemaphore(value: 0)

    /// Starts the executor's thread, named `name` for debuggers.
    package init(name: String) {
        let thread = Thread { [self] in runJobs() }
        thread.name = name
        thread.start()
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.withLock { $0.jobs.append(job) }
        wakeUp.signal()
    }

    /// Lets the thread finish once the jobs already enqueued have run.
    package func stop() {
        queue.withLock { $0.isStopped = true }
        wakeUp.signal()
    }

    private func runJobs() {
        while true {
            wakeUp.wait()
            while let job = nextJob() {
                job.runSynchronously(on: asUnownedSerialExecutor())
            }
            if queue.withLock({ $0.isStopped && $0.jobs.isEmpty }) { return }
        }
    }

    private func nextJob() -> UnownedJob? {
        queue.withLock { $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }
    }
}
