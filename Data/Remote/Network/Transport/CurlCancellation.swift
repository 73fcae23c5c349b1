import CCurl
import Data
import Synchronization

/// Whether the task that asked for a transfer was cancelled, and how to wake the transfer when
/// it is: `curl_multi_wakeup` ends the connection's `curl_multi_poll` at once, so cancelling
/// costs no polling and no delay.
final class CurlCancellation: Sendable {
    private struct State {
        var cancelled = false
        /// The multi handle the transfer is waiting in, while it waits.
        var waiting: OpaquePointerBox?
    }

    /// A multi handle, which only this type touches from another thread, through
    /// `curl_multi_wakeup` (thread-safe by libcurl's documentation).
    private struct OpaquePointerBox: @unchecked Sendable {
        let multi: UnsafeMutableRawPointer
    }

    private let state = Mutex(State())

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Marks the transfer cancelled and wakes it if it is waiting.
    func cancel() {
        state.withLock { state in
            state.cancelled = true
            if let waiting = state.waiting { curl_multi_wakeup(waiting.multi) }
        }
    }

    /// Called by the transfer before it waits in `multi`; false when it was cancelled already.
    func attach(_ multi: UnsafeMutableRawPointer) -> Bool {
        state.withLock { state in
            state.waiting = OpaquePointerBox(multi: multi)
            return !state.cancelled
        }
    }

    /// Called by the transfer when it no longer waits, before the multi handle can go away.
    func detach() {
        state.withLock { $0.waiting = nil }
    }
}
