import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The descriptor of one exchange's socket, and whether the exchange was cancelled. Cancelling
/// shuts the socket down (it never closes it, so the descriptor cannot be reused under the
/// exchange's feet), which wakes a `poll(2)` at once; only the exchange closes it.
final class CancellableSocket: Sendable {
    private struct State {
        var descriptor: Int32 = -1
        var cancelled = false
    }

    private let state = Mutex(State())

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Takes charge of `descriptor`; when the exchange is already cancelled, closes it and throws.
    func adopt(_ descriptor: Int32) throws(SocketFailure) {
        let cancelled = state.withLock { state in
            if !state.cancelled { state.descriptor = descriptor }
            return state.cancelled
        }
        if cancelled {
            _ = closeDescriptor(descriptor)
            throw .cancelled
        }
    }

    /// Marks the exchange cancelled and wakes whatever it is waiting for.
    func cancel() {
        state.withLock { state in
            state.cancelled = true
            if state.descriptor >= 0 {
                shutdown(state.descriptor, Int32(SHUT_RDWR))
            }
        }
    }

    /// Closes the adopted descriptor, if any.
    func close() {
        state.withLock { state in
            if state.descriptor >= 0 {
                _ = closeDescriptor(state.descriptor)
                state.descriptor = -1
            }
        }
    }
}

/// `close(2)`, named apart from the method above.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
