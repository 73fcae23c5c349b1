import Synchronization

/// Whether a caller should poll for a database thread's answer (see ``Handoff``), learned from
/// how the last polls went: polling pays only while the thread answers within the poll.
///
/// On a quiet machine it does, every time, and every caller polls. On a loaded one the thread
/// may wait for a core, and a caller that polls only burns the core the thread needs; so after
/// a poll that ran out, the next callers suspend at once, for twice as many calls after each
/// further miss (up to ``maximumSkips``), and one answered poll restores polling. Races between
/// callers only make a guess a little staler; every path still gets its answer.
final class PollBudget: Sendable {
    /// The most calls in a row that skip polling after misses.
    static let maximumSkips = 256

    private let skipsLeft = Atomic<Int>(0)
    private let skipsAfterMiss = Atomic<Int>(0)

    init() {}

    /// Whether the next call should poll; a call told not to counts against the skips left.
    func shouldPoll() -> Bool {
        guard skipsLeft.load(ordering: .relaxed) > 0 else { return true }
        skipsLeft.subtract(1, ordering: .relaxed)
        return false
    }

    /// Records how a poll went: answered within it, or run out.
    func record(answered: Bool) {
        if answered {
            skipsAfterMiss.store(0, ordering: .relaxed)
            skipsLeft.store(0, ordering: .relaxed)
        } else {
            let skips = min(max(1, skipsAfterMiss.load(ordering: .relaxed) * 2), Self.maximumSkips)
            skipsAfterMiss.store(skips, ordering: .relaxed)
            skipsLeft.store(skips, ordering: .relaxed)
        }
    }
}
