import Foundation
import Synchronization

/// One answer passed from the thread that computes it to the task that waits for it, which
/// polls for it for a moment before it suspends.
///
/// Why: a task that awaits a short call on another thread (a lookup on a SQLite reader's
/// thread) and suspends at once must be woken by the global executor when the answer comes,
/// and on a virtual machine that wake-up (a futex, then a scheduler round) costs several times
/// the lookup. When the answer arrives within the poll, the task takes it where it is: no
/// continuation, no enqueue, no wake-up. The poll is bounded, so a slow call (a disk read, a
/// queue behind a long query) holds the caller's thread no longer than the poll; after it, the
/// task suspends as it always did.
///
/// One answer per handoff: `deliver` once, `receive` once.
final class Handoff<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is written once, before `state` leaves `pending` (release), and read
    // only after seeing that (acquire); `continuation` is written before the caller's exchange
    // to `awaited` (release) and read only by the deliverer that saw `awaited` (acquire).
    private static var pending: Int { 0 }
    private static var delivered: Int { 1 }
    private static var awaited: Int { 2 }

    private let state = Atomic<Int>(0)
    private var value: Value?
    private var continuation: CheckedContinuation<Value, Never>?

    init() {}

    /// Hands `value` to the receiver, resuming it if it has stopped polling and suspended.
    func deliver(_ value: Value) {
        self.value = value
        let before = state.exchange(Self.delivered, ordering: .acquiringAndReleasing)
        if before == Self.awaited { continuation?.resume(returning: value) }
    }

    /// The delivered value: taken at once when it arrives within `poll`, awaited after that.
    func receive(polling poll: Duration) async -> Value {
        if let value = self.poll(for: poll) { return value }
        return await wait()
    }

    /// The value if it is delivered within `limit`, or nil.
    private func poll(for limit: Duration) -> Value? {
        if Spin.until(ContinuousClock.now.advanced(by: limit), { state.load(ordering: .acquiring) != Self.pending }) {
            return value
        }
        return nil
    }

    /// The value, suspending until it is delivered (resumed at once if it already is).
    private func wait() async -> Value {
        await withCheckedContinuation { continuation in
            self.continuation = continuation
            let (suspended, _) = state.compareExchange(
                expected: Self.pending, desired: Self.awaited, ordering: .acquiringAndReleasing)
            // Delivered before the exchange: `value` is set, and no one else will resume.
            if !suspended, let value { continuation.resume(returning: value) }
        }
    }

    /// Whether the receiver stopped polling and suspended before the value came: lets tests
    /// deliver only then, to prove that path resumes it.
    var receiverIsSuspended: Bool { state.load(ordering: .acquiring) == Self.awaited }
}
