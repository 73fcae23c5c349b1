import Domain
import Foundation

/// An open store: the one thing the composition root needs from Data to build data sources.
///
/// The concrete data sources stay internal; a store hands out each entity's data source through
/// its protocol (see `DataStore+Todos.swift`, `DataStore+Projects.swift`), so swapping SQLite for
/// the file store or the network is a change of one line in the composition root.
///
/// Each kind of store is one `StoreBackend` type, whose tables serve every entity; a factory
/// below (or in `DataStore+SQLite.swift`) is the one line that chooses it.
public struct DataStore: Sendable {
    let backend: any StoreBackend

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

    /// A store in memory: empty, or `store` when a preview or test seeded one.
    public static func inMemory(_ store: InMemoryStore = InMemoryStore()) -> DataStore {
        DataStore(backend: store)
    }

    /// The JSON file store in `directory` (created, with an empty store, when missing): one
    /// snapshot and one journal that people can read and diff, safe against crashes and shared
    /// safely by several processes. A damaged file or one from a newer version is reported as
    /// ``DataSourceError/storage(_:)`` carrying a ``FileStoreError``, and left untouched.
    ///
    /// Opening loads the store on the calling thread and waits for the disk, so call it at
    /// start-up or from a thread that may block; afterwards the store works on a thread of its own.
    public static func file(at directory: URL) throws(DataSourceError) -> DataStore {
        DataStore(backend: try FileStore(directory: directory))
    }

    /// A store on the server at `baseURL` (its root, e.g. `http://127.0.0.1:8080`, as
    /// `scripts/server` prints it, or an https URL), speaking docs/REST.md through an ``AppGateway`` with
    /// `configuration`. Changes are published for writes made through this store.
    public static func remote(baseURL: URL, configuration: NetworkSettings = NetworkSettings()) -> DataStore {
        DataStore(backend: RemoteStore(gateways: GatewayRegistry(serverURL: baseURL, settings: configuration)))
    }
}
