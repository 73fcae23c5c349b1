import Foundation

/// A bounded busy wait, for a hand-over between threads that usually completes in
/// microseconds: cheaper than sleeping and being woken, and bounded, so that waiting longer
/// costs no more than `deadline` allows.
enum Spin {
    /// Polls `condition` until it holds (true) or `deadline` passes (false).
    @inline(__always)
    static func until(_ deadline: ContinuousClock.Instant, _ condition: () -> Bool) -> Bool {
        while true {
            if condition() { return true }
            if ContinuousClock.now >= deadline { return condition() }
        }
    }
}
