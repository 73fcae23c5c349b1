import Domain
import Foundation

/// An open store: the one thing the composition root needs from Data to build data sources.
///
/// The concrete data sources stay internal; a store hands out each entity's data source through
/// its protocol (see `DataStore+Todos.swift`, `DataStore+Projects.swift`), so swapping SQLite for
/// the file store or the network is a change of one line in the composition root.
///
/// Each kind of store is one `StoreBackend` type, whose tables serve every entity, in a target
/// of its own that adds the factory choosing it (`DataStore.sqlite(path:)` in SQLiteStore,
/// `postgres(url:)` in PostgreSQLStore, `file(at:)` in FileStore, `remote(baseURL:configuration:)`
/// in RemoteStore); the in-memory store's is `inMemory(_:)`, beside ``InMemoryStore``.
public struct DataStore: Sendable {
    let backend: any StoreBackend

    /// The store served by `backend`: what each store target's factory returns.
    package init(backend: any StoreBackend) {
        self.backend = backend
    }

    /// The data source of `schema`'s entity in this store.
    func dataSource<Schema: StoreSchema>(for schema: Schema.Type) -> any TableDataSource<Schema> {
        backend.table(schema)
    }

    /// The unit of work of this store: writes that span entities, in one transaction.
    public func unitOfWork() -> any UnitOfWork { StoreUnitOfWork(backend: backend) }

    /// Closes the store for good; call it once the app is done with it, before the process ends
    /// (a process that exits releases nothing, so only this closes cleanly).
    ///
    /// A SQLite database is checkpointed: its `-wal` and `-shm` files are folded in and removed,
    /// so that the database file alone holds every committed write and can be copied or mailed
    /// as it is. A PostgreSQL store ends its sessions on the server, once the calls running
    /// have finished. Stores with nothing to close (memory, JSON file, remote) return at once. Calls
    /// made through the store afterwards fail with `.storage`; closing twice does nothing more.
    public func close() async {
        await backend.close()
    }

    /// The tables the store held when it opened that no entity of this app has, by name, sorted:
    /// an entity removed with `scripts/scaffold --remove` leaves its table and rows, which the
    /// store keeps as they are and otherwise ignores. Empty for a store in memory or behind a server.
    public var unknownTables: [String] {
        backend.unknownTables
    }
}
