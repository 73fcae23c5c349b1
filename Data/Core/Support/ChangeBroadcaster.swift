import Domain
import Foundation
import Synchronization

/// Fans committed change sets out to every current subscriber.
///
/// Each subscriber gets its own `AsyncStream`; cancelling the task that iterates it ends the
/// stream and drops the subscription. Publishing never blocks: a slow subscriber buffers.
package final class ChangeBroadcaster: Sendable {
    private let subscribers = Mutex<[UUID: AsyncStream<ChangeSet<UUID>>.Continuation]>([:])

    /// A stream of every change set published from now on.
    package func subscribe() -> AsyncStream<ChangeSet<UUID>> {
        let (stream, continuation) = AsyncStream<ChangeSet<UUID>>.makeStream()
        let key = UUID()
        continuation.onTermination = { [weak self] _ in
            self?.subscribers.withLock { _ = $0.removeValue(forKey: key) }
        }
        subscribers.withLock { $0[key] = continuation }
        return stream
    }

    /// How many streams are still subscribed: each one ended by its observer must be gone.
    var subscriberCount: Int {
        subscribers.withLock { $0.count }
    }

    /// Delivers `changes` to every subscriber; call it only after the write has committed.
    package func publish(_ changes: ChangeSet<UUID>) {
        guard !changes.isEmpty else { return }
        let continuations = subscribers.withLock { Array($0.values) }
        for continuation in continuations {
            continuation.yield(changes)
        }
    }

    /// Ends every subscriber's stream, e.g. when the store closes.
    func finish() {
        let continuations = subscribers.withLock { subscribers in
            defer { subscribers.removeAll() }
            return Array(subscribers.values)
        }
        for continuation in continuations {
            continuation.finish()
        }
    }
}
