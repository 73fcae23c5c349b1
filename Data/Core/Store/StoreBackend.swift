/// A kind of store: what its tables share (connections, files, a server's gateways), and the
/// one generic table type that serves every entity from it, and its one transaction over
/// several tables. Adding a store is one such type and one factory on ``DataStore``; no entity
/// changes.
package protocol StoreBackend: Sendable {
    /// The table of `schema`'s entity in this store.
    func table<Schema: StoreSchema>(_ schema: Schema.Type) -> any TableDataSource<Schema>

    /// Inserts the new records of `batch` and replaces the stored records its replacements name
    /// in one transaction of this store, or writes none of them, then publishes one change set
    /// per table: the unit of work (``StoreUnitOfWork``) behind writes that span entities.
    func commit(_ batch: RecordBatch) async throws(DataSourceError)

    /// Closes the store for good (see ``DataStore/close()``); nothing to do by default.
    func close() async

    /// The tables the store held when it opened that no entity of the app has (see
    /// ``DataStore/unknownTables``); none by default.
    var unknownTables: [String] { get }
}

extension StoreBackend {
    package func close() async {}

    package var unknownTables: [String] { [] }
}

extension InMemoryStore: StoreBackend {
    package nonisolated func table<Schema: StoreSchema>(_: Schema.Type) -> any TableDataSource<Schema> {
        LocalTable<InMemoryStore, Schema>(store: self)
    }
}
