import Domain
import Foundation
import Synchronization

/// Fans committed change sets out to every current subscriber.
///
/// Each subscriber gets its own `AsyncStream`; cancelling the task that iterates it ends the
/// stream and drops the subscription. Publishing never blocks: a slow subscriber buffers.
package final class ChangeBroadcaster: Sendable {
    /// The streams still subscribed: each one ended by its observer must be gone.
    let subscribers = Mutex<[UUID: AsyncStream<ChangeSet<UUID>>.Continuation]>([:])

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

/// A store's change broadcasters, one per table, made on first use: every data source of a
/// table in this store publishes to and subscribes from the same one, whatever entity it is.
package final class ChangeHub: Sendable {
    private let broadcasters = Mutex<[String: ChangeBroadcaster]>([:])

    package init() {}

    /// The broadcaster of `table`.
    package func broadcaster(for table: String) -> ChangeBroadcaster {
        broadcasters.withLock { broadcasters in
            if let existing = broadcasters[table] { return existing }
            let made = ChangeBroadcaster()
            broadcasters[table] = made
            return made
        }
    }

    /// Publishes each table's change set (after the write committed), in table order.
    package func publish(_ changes: [String: ChangeSet<UUID>]) {
        for (table, changeSet) in changes.sorted(by: { $0.key < $1.key }) {
            broadcaster(for: table).publish(changeSet)
        }
    }

    /// Ends every subscriber's stream, e.g. when the store closes.
    package func finish() {
        for broadcaster in broadcasters.withLock({ Array($0.values) }) {
            broadcaster.finish()
        }
    }
}
