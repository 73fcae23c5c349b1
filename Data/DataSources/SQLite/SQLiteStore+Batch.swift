import Domain

extension SQLiteStore {
    /// Writes every part of `batch` in one `BEGIN IMMEDIATE` transaction on the writer (each
    /// part a savepoint inside it), the new records first, then the replacements, each read and
    /// rewritten under the write lock; then publishes each table's change set, on the writer, so
    /// in commit order with every other write.
    func commit(_ batch: RecordBatch) async throws(DataSourceError) {
        guard !batch.isEmpty else { return }
        let changes = changes
        try await write { session throws(DataSourceError) in
            try session.write { () throws(DataSourceError) in
                for part in batch.parts {
                    try session.insert(part)
                }
                for part in batch.replacements {
                    try session.replace(part, in: batch)
                }
            }
            for (table, changeSet) in batch.changeSets {
                changes.broadcaster(for: table).publish(changeSet)
            }
        }
    }
}

extension SQLiteSession {
    fileprivate func insert(_ part: some BatchPart) throws(DataSourceError) {
        try insert(part.records, in: type(of: part).Schema.self)
    }

    fileprivate func replace<Part: BatchPart>(_ part: Part, in batch: RecordBatch) throws(DataSourceError) {
        for record in part.records {
            _ = try modify(id: record.id, in: Part.Schema.self) { stored in batch.replacement(record, of: stored) }
        }
    }
}
