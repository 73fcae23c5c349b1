import Domain
import Foundation

/// Where a ``TodoRepositoryImpl`` keeps its records: one implementation per kind of store
/// (SQLite, JSON file, HTTP, in-memory), chosen in the composition root.
///
/// A data source speaks records and Domain query values; it enforces the store's integrity rules
/// (unique ids, existing projects) atomically and reports them as ``DataSourceError``s, which the
/// repository maps to Domain errors. Every write is all or nothing.
public protocol TodoDataSource: Sendable {
    /// The records `query` selects, filtered, sorted and paged by the store itself.
    func fetchAll(_ query: TodoQuery) async throws(DataSourceError) -> [TodoRecord]

    /// The record with this id, or nil.
    func fetch(id: UUID) async throws(DataSourceError) -> TodoRecord?

    /// Stores every record in one transaction, or none of them.
    /// `.duplicateID` when an id is taken, `.invalidReference` when a project does not exist.
    func insert(_ records: [TodoRecord]) async throws(DataSourceError)

    /// Replaces every column but `createdAt` of the record with the same id and returns what is
    /// now stored; `.notFound` when there is none.
    func update(_ record: TodoRecord) async throws(DataSourceError) -> TodoRecord

    /// Removes the record with this id; `.notFound` when there is none.
    func delete(id: UUID) async throws(DataSourceError)

    /// How many records `filter` selects, counted by the store.
    func count(matching filter: TodoFilter) async throws(DataSourceError) -> Int

    /// One change set per committed write from now on, delivered after the commit.
    func changes() -> AsyncStream<ChangeSet<UUID>>
}
