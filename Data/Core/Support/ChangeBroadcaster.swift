import Domain
import Foundation
import Synchronization

/// Fans a store's committed change sets out to every current subscriber of their table: every
/// data source of a table in the store publishes to and subscribes from the store's one
/// broadcaster, whatever entity it is.
///
/// Each subscriber gets its own `AsyncStream`; cancelling the task that iterates it ends the
/// stream and drops the subscription. Publishing never blocks: a slow subscriber buffers.
package final class ChangeBroadcaster: Sendable {
    /// The streams still subscribed, by table: each one ended by its observer must be gone.
    let subscribers = Mutex<[String: [UUID: AsyncStream<ChangeSet<UUID>>.Continuation]]>([:])

    package init() {}

    /// A stream of every change set published to `table` from now on.
    package func subscribe(to table: String) -> AsyncStream<ChangeSet<UUID>> {
        let (stream, continuation) = AsyncStream<ChangeSet<UUID>>.makeStream()
        let key = UUID()
        continuation.onTermination = { [weak self] _ in
            self?.subscribers.withLock { _ = $0[table]?.removeValue(forKey: key) }
        }
        subscribers.withLock { $0[table, default: [:]][key] = continuation }
        return stream
    }

    /// Delivers `changes` to every subscriber of `table`; call it only after the write has committed.
    package func publish(_ changes: ChangeSet<UUID>, to table: String) {
        guard !changes.isEmpty else { return }
        let continuations = subscribers.withLock { Array($0[table, default: [:]].values) }
        for continuation in continuations {
            continuation.yield(changes)
        }
    }

    /// Publishes each table's change set (after the write committed), in table order.
    package func publish(_ changes: [String: ChangeSet<UUID>]) {
        for (table, changeSet) in changes.sorted(by: { $0.key < $1.key }) {
            publish(changeSet, to: table)
        }
    }

    /// Ends every subscriber's stream, e.g. when the store closes.
    package func finish() {
        let continuations = subscribers.withLock { subscribers in
            defer { subscribers.removeAll() }
            return subscribers.values.flatMap(\.values)
        }
        for continuation in continuations {
            continuation.finish()
        }
    }
}
