import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The answer of one exchange, given to its caller once: by the exchange, or by the watchdog,
/// whichever comes first, and whether it comes before or after the caller starts waiting.
final class ExchangeAnswer: Sendable {
    typealias Outcome = Result<HTTPResponse, NetworkError>

    private struct State {
        var waiting: CheckedContinuation<Outcome, Never>?
        var early: Outcome?
        var answered = false
    }

    private let state = Mutex(State())

    /// Hands the answer to `continuation`, now if it came already.
    func await(_ continuation: CheckedContinuation<Outcome, Never>) {
        let early = state.withLock { state -> Outcome? in
            guard let early = state.early else {
                state.waiting = continuation
                return nil
            }
            return early
        }
        if let early { continuation.resume(returning: early) }
    }

    /// Gives `outcome` to the caller, unless an answer was given already.
    func resume(_ outcome: Outcome) {
        let waiting = state.withLock { state -> CheckedContinuation<Outcome, Never>? in
            guard !state.answered else { return nil }
            state.answered = true
            guard let waiting = state.waiting else {
                state.early = outcome
                return nil
            }
            state.waiting = nil
            return waiting
        }
        waiting?.resume(returning: outcome)
    }
}
