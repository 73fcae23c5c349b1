import Domain
import Foundation

/// One entity's data source in a store that holds its tables in memory (``InMemoryStore``,
/// ``FileStore``): reads run Domain's evaluation over the table, writes are planned by the
/// shared rules of ``TableSet`` and committed by the store.
package struct LocalTable<Store: TableSetStore, Schema: EntitySchema>: TableDataSource {
    let store: Store

    package init(store: Store) {
        self.store = store
    }

    package func fetchAll(_ query: Schema.Query) async throws(DataSourceError) -> [Schema.Record] {
        try await store.read { tables throws(DataSourceError) in
            try Schema.select(query, from: tables.table(Schema.self).records.values)
        }
    }

    package func fetch(id: UUID) async throws(DataSourceError) -> Schema.Record? {
        try await store.read { $0.table(Schema.self).records[id] }
    }

    package func fetch(unique column: String, key: String) async throws(DataSourceError) -> Schema.Record? {
        let index = try Schema.uniqueKeyIndex(column: column)
        return try await store.read { $0.table(Schema.self).record(holding: key, ofKey: index) }
    }

    package func fetch(idPrefix: IDPrefix, limit: Int) async throws(DataSourceError) -> [Schema.Record] {
        try await store.read { tables in tables.table(Schema.self).records(idPrefix: idPrefix, limit: limit) }
    }

    package func insert(_ records: [Schema.Record]) async throws(DataSourceError) {
        guard !records.isEmpty else { return }
        try await store.write { tables throws(DataSourceError) in
            (try tables.insertion(of: records, in: Schema.self), ())
        }
    }

    package func modify(
        id: UUID, _ change: @escaping @Sendable (Schema.Record) throws(DataSourceError) -> Schema.Record
    ) async throws(DataSourceError) -> Schema.Record {
        // Read, changed and planned under the store's lock (for the file store, the folder's
        // lock, on tables that hold every other process's committed writes).
        try await store.write { tables throws(DataSourceError) in
            guard let stored = tables.table(Schema.self).records[id] else { throw .notFound(id: id) }
            let updated = try tables.updated(try change(stored), in: Schema.self)
            return (TableChange(puts: [Rows<Schema>([updated])]), updated)
        }
    }

    package func delete(id: UUID) async throws(DataSourceError) {
        try await store.write { tables throws(DataSourceError) in (try tables.deletion(of: id, in: Schema.self), ()) }
    }

    package func count(matching filter: Schema.Filter) async throws(DataSourceError) -> Int {
        try await store.read { tables throws(DataSourceError) in
            try Schema.count(filter, in: tables.table(Schema.self).records.values)
        }
    }

    package func changes() -> AsyncStream<ChangeSet<UUID>> {
        store.changes.subscribe(to: Schema.table)
    }
}
