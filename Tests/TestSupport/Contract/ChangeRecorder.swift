import Domain
import Foundation
import Synchronization
import Testing

/// Collects a change stream in the background so a test can take change sets one by one
/// without hanging when a broken store never delivers.
public final class ChangeRecorder: Sendable {
    private final class Received: Sendable {
        let sets = Mutex<[ChangeSet<UUID>]>([])
    }

    private let received = Received()
    private let consumed = Mutex(0)
    private let task: Task<Void, Never>

    /// Starts collecting `stream`.
    public init(_ stream: AsyncStream<ChangeSet<UUID>>) {
        let received = received
        task = Task {
            for await changes in stream {
                received.sets.withLock { $0.append(changes) }
            }
        }
    }

    deinit {
        task.cancel()
    }

    /// The next change set not yet taken; records an issue and returns nil when none arrives
    /// within `limit` (a bound on a broken store, not a speed target).
    public func next(within limit: Duration = .seconds(5)) async -> ChangeSet<UUID>? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let index = consumed.withLock { $0 }
            if let changes = received.sets.withLock({ index < $0.count ? $0[index] : nil }) {
                consumed.withLock { $0 += 1 }
                return changes
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        Issue.record("no change set arrived within \(limit)")
        return nil
    }

    /// Every change set received so far, taken or not.
    public var all: [ChangeSet<UUID>] {
        received.sets.withLock { $0 }
    }
}
