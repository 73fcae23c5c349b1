import Domain
import Foundation

/// The unit of work of a ``DataStore``: turns a Domain ``/Domain/WriteBatch`` into records, new
/// ones and replacements, per table, and has the store write them in its one transaction over
/// several tables (`StoreBackend.commit(_:)`), written once per kind of store. It names no
/// entity: every schema in `Schemas.all` can be staged.
public struct StoreUnitOfWork: UnitOfWork {
    private let backend: any StoreBackend
    private let now: @Sendable () -> Date

    /// `now` stamps the replacements' `updatedAt`, as a repository's clock stamps an update.
    init(backend: any StoreBackend, now: @escaping @Sendable () -> Date = Date.init) {
        self.backend = backend
        self.now = now
    }

    /// Validates every staged entity, then stores all of them in one transaction, or none.
    public func commit(_ batch: WriteBatch) async throws(RepositoryError) {
        let records = try RecordBatch(batch, now: now())
        guard !records.isEmpty else { return }
        do {
            try await backend.commit(records)
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
