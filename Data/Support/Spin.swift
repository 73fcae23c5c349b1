import Foundation

/// A bounded busy wait, for a hand-over between threads that usually completes in
/// microseconds: cheaper than sleeping and being woken, and bounded, so that waiting longer
/// costs no more than `deadline` allows.
enum Spin {
    /// Polls `condition` until it holds (true) or `deadline` passes (false), offering the core to
    /// any other thread waiting for it between two polls.
    ///
    /// Why the offer: the thread this one waits for may be queued on this very core (a loaded
    /// machine, or the scheduler placing a woken thread beside its waker). A poll that never
    /// yields then only holds that thread off until the deadline, and every hand-over costs the
    /// whole wait; a poll that yields lets it run at once. With no one else waiting for the core
    /// the yield returns at once, so the wait stays a wait of microseconds.
    @inline(__always)
    static func until(_ deadline: ContinuousClock.Instant, _ condition: () -> Bool) -> Bool {
        while true {
            if condition() { return true }
            if ContinuousClock.now >= deadline { return condition() }
            sched_yield()
        }
    }
}
