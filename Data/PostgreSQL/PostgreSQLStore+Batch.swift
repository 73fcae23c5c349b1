import Data
import Domain

extension PostgreSQLStore {
    /// Writes every part of `batch` in one transaction (each part a savepoint inside it), the
    /// new records first, then the replacements, each read `FOR UPDATE` and rewritten; then
    /// publishes each table's change set.
    func commit(_ batch: RecordBatch) async throws(DataSourceError) {
        guard !batch.isEmpty else { return }
        try await run { session throws(DataSourceError) in
            try session.connection.transaction { () throws(DataSourceError) in
                try session.apply(batch)
            }
        }
        for (table, changeSet) in batch.changeSets {
            changes.publish(changeSet, to: table)
        }
    }
}
