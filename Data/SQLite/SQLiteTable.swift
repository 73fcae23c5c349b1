import Data
import Domain
import Foundation

/// One entity's records in a ``SQLiteStore``, for every entity: each call is one statement or
/// one transaction on the store's connections (``SQLiteSession``), and each committed write is
/// published as one change set after the commit, still on the writer: two racing writes are then
/// reported in the order they committed, never in the order their callers happen to resume.
struct SQLiteTable<Schema: SQLiteTableSchema>: TableDataSource {
    let store: SQLiteStore

    func fetchAll(_ query: Schema.Query) async throws(DataSourceError) -> [Schema.Record] {
        try await store.read { session throws(DataSourceError) in try session.select(query, in: Schema.self) }
    }

    func fetch(id: UUID) async throws(DataSourceError) -> Schema.Record? {
        try await store.read { session throws(DataSourceError) in try session.fetch(id: id, in: Schema.self) }
    }

    func fetch(unique column: String, key: String) async throws(DataSourceError) -> Schema.Record? {
        _ = try Schema.uniqueKeyIndex(column: column)  // only a unique key's column goes into the SQL
        return try await store.read { session throws(DataSourceError) in
            try session.fetch(unique: column, key: key, in: Schema.self)
        }
    }

    func fetch(idPrefix: IDPrefix, limit: Int) async throws(DataSourceError) -> [Schema.Record] {
        try await store.read { session throws(DataSourceError) in
            try session.fetch(idPrefix: idPrefix, limit: limit, in: Schema.self)
        }
    }

    func insert(_ records: [Schema.Record]) async throws(DataSourceError) {
        try await store.write { session throws(DataSourceError) in
            try session.insert(records, in: Schema.self)
            store.changes.publish(ChangeSet(inserted: records.map(\.id)), to: Schema.table)
        }
    }

    func modify(
        id: UUID, _ change: @escaping @Sendable (Schema.Record) throws(DataSourceError) -> Schema.Record
    ) async throws(DataSourceError) -> Schema.Record {
        return try await store.write { session throws(DataSourceError) in
            let stored = try session.modify(id: id, in: Schema.self, change)
            store.changes.publish(ChangeSet(updated: [id]), to: Schema.table)
            return stored
        }
    }

    func delete(id: UUID) async throws(DataSourceError) {
        try await store.write { session throws(DataSourceError) in
            try session.delete(id: id, in: Schema.self)
            store.changes.publish(ChangeSet(deleted: [id]), to: Schema.table)
        }
    }

    func count(matching filter: Schema.Filter) async throws(DataSourceError) -> Int {
        try await store.read { session throws(DataSourceError) in try session.count(matching: filter, in: Schema.self) }
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        store.changes.subscribe(to: Schema.table)
    }
}
