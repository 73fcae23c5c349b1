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
    /// within `limit`. The limit only stops a broken store from hanging the suite: it is generous
    /// because a loaded 2-core machine can hold this task back for seconds, and it is checked
    /// once more after the deadline in case the wait itself was what was held back.
    public func next(within limit: Duration = .seconds(30)) async -> ChangeSet<UUID>? {
        let deadline = ContinuousClock.now + limit
        while true {
            let pastDeadline = ContinuousClock.now >= deadline
            if let changes = take() { return changes }
            if pastDeadline { break }
            try? await Task.sleep(for: .milliseconds(5))
        }
        Issue.record("no change set arrived within \(limit)")
        return nil
    }

    /// Cancels the collecting task, as a view that stops observing does, and reports whether its
    /// loop over the stream ended within `limit`: false means the stream outlived its observer.
    public func stop(within limit: Duration = .seconds(30)) async -> Bool {
        task.cancel()
        let task = task
        return await withinTimeLimit(limit) { await task.value } != nil
    }

    private func take() -> ChangeSet<UUID>? {
        let index = consumed.withLock { $0 }
        guard let changes = received.sets.withLock({ index < $0.count ? $0[index] : nil }) else { return nil }
        consumed.withLock { $0 += 1 }
        return changes
    }

    /// Every change set received so far, taken or not.
    public var all: [ChangeSet<UUID>] {
        received.sets.withLock { $0 }
    }
}
