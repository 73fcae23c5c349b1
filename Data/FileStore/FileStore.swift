import Data
import Domain
import Foundation

/// Every entity's records in a folder of JSON files (see ``FileStoreFormat`` for what is in it):
/// readable and diffable by people, safe against a crash at any instant, and shared safely by
/// several processes.
///
/// Every operation first catches up with writes other processes committed (replaying only the
/// journal lines it has not seen), then answers from memory with Domain's reference query
/// evaluation, or appends one `fsync`ed journal line. A write costs O(size of the record); the
/// journal is folded into the snapshot only when it outgrows it.
///
/// An actor, so that one process's operations are serialised; the file lock serialises writers
/// across processes. Its I/O blocks (a write waits for one `fsync`; the write that triggers a
/// compaction also rewrites the snapshot, about a second at 100,000 todos, once per
/// snapshot-sized stretch of writes), so it runs on a thread of its own, never on the
/// cooperative pool that other tasks share.
actor FileStore: TableSetStore {
    private var state: FileStoreState
    private let executor: BlockingIOExecutor
    nonisolated let changes = ChangeBroadcaster()
    /// The tables no entity of the app has, found in the files when the store opened (``KeptTable``).
    nonisolated let unknownTables: [String]

    /// Opens the store in `directory`, creating the folder and an empty store when there is none.
    /// The first load happens here, on the caller's thread.
    init(directory: URL) throws(DataSourceError) {
        state = try fileStore { () throws(FileStoreError) in try FileStoreState(directory: directory) }
        unknownTables = state.index.keptTables
        executor = BlockingIOExecutor(name: "FileStore \(directory.lastPathComponent)")
    }

    /// The store's own thread.
    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Answers `body` from tables that hold every committed write.
    func read<T: Sendable>(_ body: (TableSet) throws(DataSourceError) -> T) throws(DataSourceError) -> T {
        defer { publishChanges() }
        return try state.read(body)
    }

    /// Commits the change `plan` makes as one journal line, then publishes what changed.
    func write<T: Sendable>(
        _ plan: (TableSet) throws(DataSourceError) -> (TableChange, T)
    ) throws(DataSourceError) -> T {
        defer { publishChanges() }
        return try state.write(plan)
    }

    /// Publishes, in commit order, the change sets of writes this process made and of those it
    /// has just seen another process make.
    private func publishChanges() {
        for committed in state.takeChanges() {
            changes.publish(committed)
        }
    }
}

extension FileStore: StoreBackend {
    nonisolated func table<Schema: StoreSchema>(_: Schema.Type) -> any TableDataSource<Schema> {
        LocalTable<FileStore, Schema>(store: self)
    }
}
