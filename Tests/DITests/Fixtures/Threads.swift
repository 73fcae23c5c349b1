import Foundation
import Synchronization

/// Runs `body` on `count` threads of their own (not the cooperative pool, whose two threads a
/// blocked resolve would exhaust) and returns whether all finished within 30 seconds, so that a
/// deadlock fails the test instead of hanging the run.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let finished = Rendezvous()
    for index in 0..<count {
        Thread {
            body(index)
            finished.arrive()
        }.start()
    }
    return finished.wait(for: count)
}

/// A count that threads raise and wait for, sleeping rather than spinning.
final class Rendezvous: Sendable {
    private let condition = NSCondition()
    private let count = Mutex(0)

    var arrivals: Int { count.withLock { $0 } }

    func arrive() {
        condition.lock()
        count.withLock { $0 += 1 }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until `target` arrivals, or 30 seconds (a deadlock guard, not a timing assertion);
    /// returns whether they came.
    @discardableResult
    func wait(for target: Int) -> Bool {
        let limit = Date(timeIntervalSinceNow: 30)
        condition.lock()
        defer { condition.unlock() }
        while arrivals < target, condition.wait(until: limit) {}
        return arrivals >= target
    }
}
