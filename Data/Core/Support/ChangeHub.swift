import Domain
import Foundation
import Synchronization

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
