import Domain
import Foundation

/// Where a ``ProjectRepositoryImpl`` keeps its records; see ``TodoDataSource``.
///
/// Enforces, atomically: unique ids, names unique by ``ProjectRecord/nameKey`` (`.conflict`), and
/// no deletion of a project that todos still belong to (`.conflict`).
public protocol ProjectDataSource: Sendable {
    /// The records `query` selects, filtered, sorted and paged by the store itself.
    func fetchAll(_ query: ProjectQuery) async throws(DataSourceError) -> [ProjectRecord]

    /// The record with this id, or nil.
    func fetch(id: UUID) async throws(DataSourceError) -> ProjectRecord?

    /// Stores every record in one transaction, or none of them.
    func insert(_ records: [ProjectRecord]) async throws(DataSourceError)

    /// Replaces every column but `createdAt` and returns what is now stored.
    func update(_ record: ProjectRecord) async throws(DataSourceError) -> ProjectRecord

    /// Removes the record; `.conflict` while todos belong to it, `.notFound` when there is none.
    func delete(id: UUID) async throws(DataSourceError)

    /// How many records `filter` selects, counted by the store.
    func count(matching filter: ProjectFilter) async throws(DataSourceError) -> Int

    /// One change set per committed write from now on, delivered after the commit.
    func changes() -> AsyncStream<ChangeSet<UUID>>
}
