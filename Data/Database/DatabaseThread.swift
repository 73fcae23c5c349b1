import Foundation
import Synchronization

/// A dedicated OS thread that runs one thing at a time: the serial executor of the SQLite writer
/// actor, and a place to run a reader's blocking work.
///
/// Why a thread of its own: SQLite calls block — on the busy timeout while another process
/// writes, on fsync at commit, for the whole of a 100,000-row batch. Run on Swift's cooperative
/// pool (one thread per core), they would stall unrelated tasks; here they stall only this
/// thread. Jobs arrive through `enqueue` (actor jobs) or `perform` (closures) and run in order.
final class DatabaseThread: SerialExecutor, @unchecked Sendable {
    // @unchecked: every mutable field below is read and written only while holding `condition`.
    private enum Work {
        case job(UnownedJob)
        case block(() -> Void)
    }

    private let condition = NSCondition()
    private var pending: [Work] = []
    private var isStopping = false
    /// Whether `pending` may hold work, readable without the lock: the thread polls it for a
    /// moment before it sleeps (see `waitBriefly`).
    private let mayHaveWork = Atomic(false)

    /// Starts the thread; `name` shows in debuggers and crash reports.
    init(name: String) {
        // The thread holds this executor until `stop()`: jobs must always find it running.
        let thread = Thread { [self] in runLoop() }
        thread.name = name
        thread.start()
    }

    /// Queues an actor's job.
    func enqueue(_ job: consuming ExecutorJob) {
        submit(.job(UnownedJob(job)))
    }

    /// Runs `body` on this thread and returns its result to the awaiting task.
    func perform<T: Sendable, Failure: Error>(
        _ body: @escaping @Sendable () throws(Failure) -> T
    ) async throws(Failure) -> T {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, Failure>, Never>) in
            submit(.block { continuation.resume(returning: Result { () throws(Failure) in try body() }) })
        }
        return try result.get()
    }

    /// Queues `body` to run on this thread, without waiting for it.
    func submit(_ body: @escaping @Sendable () -> Void) {
        submit(.block(body))
    }

    /// Lets the thread end once the work already queued has run. Called when the store that
    /// owns it is released, so no caller can be waiting any more.
    func stop() {
        condition.lock()
        isStopping = true
        condition.signal()
        condition.unlock()
    }

    private func submit(_ work: Work) {
        condition.lock()
        pending.append(work)
        mayHaveWork.store(true, ordering: .releasing)
        condition.signal()
        condition.unlock()
    }

    /// Polls for new work for up to about 50 µs before the thread goes to sleep. Callers await
    /// one job after another (a lookup, then the next lookup): the next one usually arrives
    /// within microseconds, and waking a sleeping thread costs tens of microseconds on a
    /// virtual machine — more than the lookup itself. The poll is bounded, so an idle store
    /// costs nothing after it.
    private func waitBriefly() {
        _ = Spin.until(ContinuousClock.now.advanced(by: .microseconds(50))) {
            mayHaveWork.load(ordering: .acquiring)
        }
    }

    private func runLoop() {
        var batch: [Work] = []
        while true {
            waitBriefly()
            condition.lock()
            while pending.isEmpty && !isStopping { condition.wait() }
            if pending.isEmpty {
                condition.unlock()
                return
            }
            swap(&batch, &pending)
            mayHaveWork.store(false, ordering: .relaxed)
            condition.unlock()
            for work in batch {
                switch work {
                case .job(let job): job.runSynchronously(on: asUnownedSerialExecutor())
                case .block(let body): body()
                }
            }
            batch.removeAll(keepingCapacity: true)
        }
    }
}
