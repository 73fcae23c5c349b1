import Foundation

/// What writing a ``RecordBatch`` needs of a SQL session, SQLite's or PostgreSQL's (which reads
/// the same table descriptions): insert records, and change one row in place. Both sessions
/// have these for single writes; this lets one batch writer serve both.
package protocol SQLRecordWriter {
    /// Inserts `records` into `Schema`'s table, inside the caller's transaction.
    func insert<Schema: SQLiteTableSchema>(_ records: [Schema.Record], in _: Schema.Type) throws(DataSourceError)

    /// Reads the row with `id` under the store's write lock, applies `change` and writes it back.
    func modify<Schema: SQLiteTableSchema>(
        id: UUID, in _: Schema.Type, _ change: (Schema.Record) throws(DataSourceError) -> Schema.Record
    ) throws(DataSourceError) -> Schema.Record
}

extension SQLRecordWriter {
    /// Writes `batch` inside the caller's transaction: every new record first, then every
    /// replacement, each read and rewritten with the version the batch gives it, so that a
    /// replaced todo may refer to a project the same batch creates.
    package func apply(_ batch: RecordBatch) throws(DataSourceError) {
        for part in batch.parts {
            try insert(part)
        }
        for part in batch.replacements {
            try replace(part, in: batch)
        }
    }

    private func insert(_ part: some BatchPart) throws(DataSourceError) {
        try insert(part.records, in: type(of: part).Schema.self)
    }

    private func replace<Part: BatchPart>(_ part: Part, in batch: RecordBatch) throws(DataSourceError) {
        for record in part.records {
            _ = try modify(id: record.id, in: Part.Schema.self) { stored in batch.replacement(record, of: stored) }
        }
    }
}
