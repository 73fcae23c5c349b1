import Dispatch

/// A serial executor on a dispatch queue of its own, for an actor whose steps block: the file
/// store (`fsync`, `flock`), SQLite's writer (the busy timeout while another process writes,
/// `fsync` at a checkpoint, a 100,000-row batch), a PostgreSQL connection (every libpq call waits
/// for the server), a curl transfer.
///
/// Why not the default executor: Swift's cooperative pool has one thread per core, two on a
/// small machine, and a blocked step holds one of them for as long as the disk or the server
/// takes, stalling every unrelated task. A serial dispatch queue runs its jobs one at a time on
/// a thread that dispatch adds when the others are busy, so a blocked step stalls only its own actor.
package final class BlockingIOExecutor: SerialExecutor {
    private let queue: DispatchQueue

    /// An executor whose queue is labelled `name`, for debuggers.
    package init(name: String) {
        queue = DispatchQueue(label: name)
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }
}
