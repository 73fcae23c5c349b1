import Domain
import Foundation

/// Where a repository keeps one entity's records: written once per kind of store (SQLite, JSON
/// file, HTTP, memory), generic over the entity's ``TableSchema``, and chosen in the composition
/// root (`DataStore.dataSource(for:)`).
///
/// A data source speaks records and Domain query values; it enforces the schema's integrity
/// rules (unique ids and keys, existing references, no deleting a record still referred to)
/// atomically and reports them as ``DataSourceError``s, which the repository maps to Domain
/// errors. Every write is all or nothing.
public protocol TableDataSource<Schema>: Sendable {
    /// The entity whose records these are.
    associatedtype Schema: TableSchema

    /// The records `query` selects, filtered, sorted and paged by the store itself.
    func fetchAll(_ query: Schema.Query) async throws(DataSourceError) -> [Schema.Record]

    /// The record with this id, or nil.
    func fetch(id: UUID) async throws(DataSourceError) -> Schema.Record?

    /// The record whose unique key kept in `column` (one of the schema's, e.g. `name_key`) is
    /// `key`, folded as that column keeps it; nil when there is none. Found through the key's
    /// UNIQUE index or owner lookup, not by reading every record (but on the remote store, whose
    /// API has no such lookup).
    func fetch(unique column: String, key: String) async throws(DataSourceError) -> Schema.Record?

    /// At most `limit` (1 or more) records whose id starts with `idPrefix`, in id order
    /// (`uuidString` order), found through the store's id index (a range of it), never by
    /// reading every record.
    func fetch(idPrefix: IDPrefix, limit: Int) async throws(DataSourceError) -> [Schema.Record]

    /// Stores every record in one transaction, or none of them. `.duplicateID` when an id is
    /// taken, `.conflict` when a unique key is, `.invalidReference` when a referred record does
    /// not exist.
    func insert(_ records: [Schema.Record]) async throws(DataSourceError)

    /// Reads the record with `id`, passes it to `change` and stores what `change` returns
    /// (keeping the stored `createdAt`), all in one transaction, so that no other write lands
    /// between the read and the write; returns what is now stored. `.notFound` when there is
    /// none; whatever `change` throws, with nothing written. `change` may run more than once
    /// (a store that finds the record changed under it reads it again), so it must depend on
    /// nothing but the record it is given.
    func modify(
        id: UUID, _ change: @escaping @Sendable (Schema.Record) throws(DataSourceError) -> Schema.Record
    ) async throws(DataSourceError) -> Schema.Record

    /// Removes the record with this id; `.notFound` when there is none, `.conflict` while other
    /// records refer to it.
    func delete(id: UUID) async throws(DataSourceError)

    /// How many records `filter` selects, counted by the store.
    func count(matching filter: Schema.Filter) async throws(DataSourceError) -> Int

    /// One change set per committed write from now on, delivered after the commit.
    func changes() -> AsyncStream<ChangeSet<UUID>>
}
