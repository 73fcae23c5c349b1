import Domain

extension SQLiteStore {
    /// Inserts every part of `batch` in one `BEGIN IMMEDIATE` transaction on the writer (each
    /// part a savepoint inside it), then publishes each table's change set, on the writer, so in
    /// commit order with every other write.
    func insert(_ batch: RecordBatch) async throws(DataSourceError) {
        guard !batch.isEmpty else { return }
        let changes = changes
        try await write { session throws(DataSourceError) in
            try session.write { () throws(DataSourceError) in
                for part in batch.parts {
                    try session.insert(part)
                }
            }
            for part in batch.parts {
                changes.broadcaster(for: part.table).publish(ChangeSet(inserted: part.ids))
            }
        }
    }
}

extension SQLiteSession {
    fileprivate func insert(_ part: some BatchPart) throws(DataSourceError) {
        try insert(part.records, in: type(of: part).Schema.self)
    }
}
