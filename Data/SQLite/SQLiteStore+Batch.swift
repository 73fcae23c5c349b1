import Data
import Domain

// A unit of work's commit: several tables' writes at once, which a single-table call never needs.
extension SQLiteStore {
    /// Writes every part of `batch` in one `BEGIN IMMEDIATE` transaction on the writer (each
    /// part a savepoint inside it), the new records first, then the replacements, each read and
    /// rewritten under the write lock; then publishes each table's change set, on the writer, so
    /// in commit order with every other write.
    func commit(_ batch: RecordBatch) async throws(DataSourceError) {
        guard !batch.isEmpty else { return }
        let changes = changes
        try await write { session throws(DataSourceError) in
            try session.write { () throws(DataSourceError) in try session.apply(batch) }
            for (table, changeSet) in batch.changeSets {
                changes.publish(changeSet, to: table)
            }
        }
    }
}
