import Domain

/// The unit of work of a ``DataStore``: turns a Domain ``/Domain/WriteBatch`` into records, one
/// part per table, and has the store insert them in its one transaction over several tables
/// (`StoreBackend.insert(_:)`), written once per kind of store. It names no entity: every
/// schema in `Schemas.all` can be staged.
public struct StoreUnitOfWork: UnitOfWork {
    private let backend: any StoreBackend

    init(backend: any StoreBackend) {
        self.backend = backend
    }

    /// Validates every staged entity, then stores all of them in one transaction, or none.
    public func commit(_ batch: WriteBatch) async throws(RepositoryError) {
        let records = try RecordBatch(batch)
        guard !records.isEmpty else { return }
        do {
            try await backend.insert(records)
        } catch {
            throw error.toRepositoryError(entity: Self.entity(of: error, in: records))
        }
    }

    /// The entity, in words, that `error` is about, for the Domain error's text.
    private static func entity(of error: DataSourceError, in records: RecordBatch) -> String {
        switch error {
        case .notFound(let id), .duplicateID(let id): records.entityName(holding: id) ?? "record"
        default: "record"
        }
    }
}
