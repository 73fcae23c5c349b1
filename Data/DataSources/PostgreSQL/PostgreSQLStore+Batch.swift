import Domain

extension PostgreSQLStore {
    /// Writes every part of `batch` in one transaction (each part a savepoint inside it), the
    /// new records first, then the replacements, each read `FOR UPDATE` and rewritten; then
    /// publishes each table's change set.
    func commit(_ batch: RecordBatch) async throws(DataSourceError) {
        guard !batch.isEmpty else { return }
        try await run { session throws(DataSourceError) in
            try session.connection.transaction { () throws(DataSourceError) in
                for part in batch.parts {
                    try session.insert(part)
                }
                for part in batch.replacements {
                    try session.replace(part, in: batch)
                }
            }
        }
        for (table, changeSet) in batch.changeSets {
            changes.broadcaster(for: table).publish(changeSet)
        }
    }
}

extension PostgreSQLSession {
    fileprivate func insert(_ part: some BatchPart) throws(DataSourceError) {
        try insert(part.records, in: type(of: part).Schema.self)
    }

    fileprivate func replace<Part: BatchPart>(_ part: Part, in batch: RecordBatch) throws(DataSourceError) {
        for record in part.records {
            _ = try modify(id: record.id, in: Part.Schema.self) { stored in batch.replacement(record, of: stored) }
        }
    }
}
