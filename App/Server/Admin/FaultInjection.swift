import Synchronization

/// The faults queued by `POST /_admin/faults` and the count of `/v1` requests: test-only state,
/// touched only when the server runs with `--test-admin`.
final class FaultInjection: Sendable {
    /// `/v1` requests received, faulted ones included.
    struct Statistics: Sendable {
        var total = 0
        var byMethod: [String: Int] = [:]
    }

    private struct State {
        var pending: [Fault] = []
        var statistics = Statistics()
    }

    private let enabled: Bool
    private let state = Mutex(State())

    /// Counts and faults requests only when `enabled`, so that a production server pays nothing.
    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Whether requests are counted and faulted (`--test-admin`): then each goes through ``apply(method:path:)``.
    var isEnabled: Bool { enabled }

    /// Counts the request and lets it suffer its fault, if one is queued for it; the answer
    /// replaces the normal one when not nil.
    func apply(method: String, path: Substring) async -> HTTPResponse? {
        guard enabled else { return nil }
        let fault = state.withLock { state -> Fault? in
            state.statistics.total += 1
            state.statistics.byMethod[method, default: 0] += 1
            guard let index = state.pending.firstIndex(where: { $0.matches(method: method, path: path) }) else {
                return nil
            }
            let fault = state.pending[index]
            let remaining = (fault.count ?? 1) - 1
            if remaining <= 0 { state.pending.remove(at: index) } else { state.pending[index].count = remaining }
            return fault
        }
        return await fault?.suffer()
    }

    /// Queues `faults` after those already queued.
    func add(_ faults: [Fault]) {
        state.withLock { $0.pending.append(contentsOf: faults) }
    }

    /// The statistics so far.
    func statistics() -> Statistics {
        state.withLock { $0.statistics }
    }

    /// Clears the queue and the statistics.
    func removeAll() {
        state.withLock { $0 = State() }
    }
}
