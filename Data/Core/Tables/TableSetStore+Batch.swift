extension TableSetStore {
    /// Commits every part of `batch`, new records and replacements, as one write: one mutation
    /// of the in-memory store, one journal line of the file store.
    package func commit(_ batch: RecordBatch) throws(DataSourceError) {
        guard !batch.isEmpty else { return }
        try write { tables throws(DataSourceError) in (try tables.change(storing: batch), ()) }
    }
}
