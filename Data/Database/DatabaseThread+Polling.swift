import Synchronization

extension DatabaseThread {
    /// Runs `body` on this thread and returns its result, as `perform` does, for work of a few
    /// microseconds (a lookup by primary key): the caller first polls for the answer for up to
    /// `patience`, and suspends only when it has not come by then.
    ///
    /// Why: a task suspended on a continuation is resumed by enqueueing it on Swift's pool, and
    /// when the pool's thread went to sleep meanwhile, waking it costs tens of microseconds on a
    /// virtual machine, several times the lookup. Polling keeps that thread awake for the few
    /// microseconds the answer takes. The bound is what makes it safe on a pool of two threads:
    /// the work itself (and whatever disk read or lock wait it meets) still runs here, and the
    /// caller's thread is held for at most `patience`, after which a late answer is awaited as
    /// `perform` awaits it, with the thread free for other tasks.
    func performPolling<T: Sendable, Failure: Error>(
        patience: Duration, _ body: @escaping @Sendable () throws(Failure) -> T
    ) async throws(Failure) -> T {
        let handoff = AnswerHandoff<Result<T, Failure>>()
        submit { handoff.deliver(Result { () throws(Failure) in try body() }) }
        let deadline = ContinuousClock.now.advanced(by: patience)
        while !handoff.isDelivered && ContinuousClock.now < deadline {}
        if let answer = handoff.takeIfDelivered() { return try answer.get() }
        return try await handoff.wait().get()
    }
}

/// One answer passed from the thread that computes it to the task that polls for it or, once
/// it stops polling, awaits it: whichever of `deliver` and `wait` comes second completes it.
private final class AnswerHandoff<Answer: Sendable>: Sendable {
    private enum State {
        case pending
        case delivered(Answer)
        case awaited(CheckedContinuation<Answer, Never>)
        case taken
    }

    private let state = Mutex(State.pending)
    /// Set once the answer is in `state`, so that polling reads one flag and takes no lock.
    private let delivered = Atomic(false)

    var isDelivered: Bool { delivered.load(ordering: .acquiring) }

    func deliver(_ answer: Answer) {
        let waiting = state.withLock { state -> CheckedContinuation<Answer, Never>? in
            guard case .awaited(let continuation) = state else {
                state = .delivered(answer)
                return nil
            }
            state = .taken
            return continuation
        }
        delivered.store(true, ordering: .releasing)
        waiting?.resume(returning: answer)
    }

    /// The answer if it has come; nil while it has not.
    func takeIfDelivered() -> Answer? {
        state.withLock { state in
            guard case .delivered(let answer) = state else { return nil }
            state = .taken
            return answer
        }
    }

    /// Suspends until the answer comes, or returns it at once if it already has.
    func wait() async -> Answer {
        await withCheckedContinuation { (continuation: CheckedContinuation<Answer, Never>) in
            let answer = state.withLock { state -> Answer? in
                guard case .delivered(let answer) = state else {
                    state = .awaited(continuation)
                    return nil
                }
                state = .taken
                return answer
            }
            if let answer { continuation.resume(returning: answer) }
        }
    }
}
