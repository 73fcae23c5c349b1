extension DatabaseThread {
    /// How long a caller of ``performPolling(_:)`` polls for the answer before it suspends:
    /// several times a cached lookup (about 5 µs), and about what waking the caller's thread
    /// would cost on a virtual machine; short, since a caller polling a thread that is not
    /// running (a loaded machine) gains nothing by waiting longer.
    static let callerPoll = Duration.microseconds(30)

    /// Runs `body` on this thread and returns its result, as ``perform(_:)`` does, for a short
    /// call whose caller waits for nothing else: the caller polls for the answer for up to
    /// ``callerPoll`` before it suspends (see ``Handoff``), so a call answered within that
    /// costs no wake-up of the caller's thread. The poll yields the core between checks
    /// (``Spin``), so a caller never holds off this thread when both share a core. `body` still
    /// runs here, never on the caller's thread.
    func performPolling<T: Sendable, Failure: Error>(
        _ body: @escaping @Sendable () throws(Failure) -> T
    ) async throws(Failure) -> T {
        let handoff = Handoff<Result<T, Failure>>()
        submit { handoff.deliver(Result { () throws(Failure) in try body() }) }
        return try await handoff.receive(polling: Self.callerPoll).get()
    }
}
