import Data
import RemoteStore
import Synchronization

/// Keeps every network event, for tests that check what a gateway reported.
final class RecordingLogger: NetworkLogger {
    private let recorded = Mutex<[NetworkEvent]>([])

    var events: [NetworkEvent] { recorded.withLock { $0 } }

    /// The delays of the retries announced so far.
    var retryDelays: [Duration] {
        events.compactMap { event in
            if case .retrying(_, _, _, let delay, _) = event { return delay }
            return nil
        }
    }

    func log(_ event: NetworkEvent) {
        recorded.withLock { $0.append(event) }
    }
}
