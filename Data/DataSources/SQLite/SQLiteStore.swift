import Foundation
import Synchronization

/// An open SQLite database: what every entity's ``SQLiteTable`` shares.
///
/// Concurrency design — one writer actor on its own thread and a small pool of WAL readers, each
/// on its own thread:
/// - Writes go to ``SQLiteWriter``, an actor whose executor is a dedicated thread. SQLite calls
///   block (busy timeout, fsync, long batches); on a thread of their own they never hold one of
///   the cooperative pool's few threads, and the actor serialises writes without further locks.
///   One transaction per data-source call means one actor hop per call, never one per row.
/// - A file database opens two read-only connections in WAL mode, where readers and the writer
///   never block each other. Queries, counts and lookups by id run on a reader's thread
///   (``SQLiteReader``): even a lookup may read pages from disk, which must not hold one of the
///   cooperative pool's threads.
/// - An in-memory database is one connection, so everything runs on the writer.
/// Only `Sendable` values (records, queries, ids, errors) cross these boundaries; connections and
/// statements never leave their owner.
final class SQLiteStore: Sendable {
    /// The writer; for an in-memory database, the reader too.
    let writer: SQLiteWriter
    private let readers: [SQLiteReader]
    private let nextReader = Atomic<Int>(0)
    /// Each table's change sets, published by its data source after each commit.
    let changes = ChangeHub()

    init(writer: sending SQLiteSession, readers: [SQLiteReader]) {
        self.writer = SQLiteWriter(session: writer, thread: DatabaseThread(name: "SQLite writer"))
        self.readers = readers
    }

    deinit {
        // Nothing can be waiting on these threads once the store is gone: every call holds it.
        // Connections close on their own threads, since the last close checkpoints and fsyncs;
        // readers first, so that the writer is the last one out and removes the WAL.
        let (writer, readers) = (writer, readers)
        Task {
            for reader in readers {
                await reader.closeConnection()
                reader.stopThread()
            }
            await writer.close()
        }
        changes.finish()
    }

    /// Closes every connection, readers first and the writer last: the last one out checkpoints
    /// the WAL into the database file and removes the `-wal` and `-shm` files, so the file holds
    /// all of its data on its own. Later calls fail with "the database was closed".
    func close() async {
        for reader in readers { await reader.closeConnection() }
        await writer.closeConnection()
    }

    /// Runs `body` in the writer's isolation. `body` opens its own transaction.
    func write<T: Sendable>(
        _ body: @escaping @Sendable (SQLiteSession) throws(DataSourceError) -> T
    ) async throws(DataSourceError) -> T {
        try await writer.run(body)
    }

    /// Runs a read that may take long on a reader's thread (on the writer when there is none).
    func read<T: Sendable>(
        _ body: @escaping @Sendable (SQLiteSession) throws(DataSourceError) -> T
    ) async throws(DataSourceError) -> T {
        guard !readers.isEmpty else { return try await writer.run(body) }
        let index = nextReader.wrappingAdd(1, ordering: .relaxed).oldValue
        return try await readers[index % readers.count].read(body)
    }

    /// Runs a lookup by primary key on a reader's thread, as ``read(_:)`` does. It once ran on the
    /// calling thread when a reader was free, to save two thread hops; but a lookup reads pages
    /// that may not be cached, and a disk read there stalls one of the cooperative pool's threads.
    /// So it runs on the calling thread only when its caller said that thread is its own
    /// (``CallerThread``), and a reader is free at once. Otherwise the caller polls for the
    /// reader's answer for a few microseconds before it suspends (``SQLiteReader/lookUp(_:)``):
    /// a cached lookup then costs no wake-up of the caller's thread.
    func readByKey<T: Sendable>(
        _ body: @escaping @Sendable (SQLiteSession) throws(DataSourceError) -> T
    ) async throws(DataSourceError) -> T {
        if CallerThread.mayBlock, let answer = try readByKeyIfFree(body) { return answer }
        guard let reader = leastBusyReader else { return try await writer.run(body) }
        return try await reader.lookUp(body)
    }

    /// Runs a lookup by primary key on the calling thread when a reader is free at once; nil when
    /// none is (or there are none: an in-memory database answers on its writer only). Call it
    /// only on a thread that may block on the disk, never one of the cooperative pool's.
    func readByKeyIfFree<T: Sendable>(
        _ body: @Sendable (SQLiteSession) throws(DataSourceError) -> T
    ) throws(DataSourceError) -> T? {
        guard !readers.isEmpty else { return nil }
        let start = nextReader.wrappingAdd(1, ordering: .relaxed).oldValue
        for offset in 0..<readers.count {
            if let answer = try readers[(start + offset) % readers.count].readIfFree(body) { return answer }
        }
        return nil
    }

    /// The reader with the fewest lookups in hand, the first of them on a tie. Lookups that come
    /// one after another then all go to the same reader, whose thread is still polling for work
    /// after the last one; alternating between readers would keep two threads polling beside
    /// the caller, more than a two-core machine has.
    private var leastBusyReader: SQLiteReader? {
        var best: (reader: SQLiteReader, pending: Int)?
        for reader in readers {
            let pending = reader.pendingLookups
            if pending == 0 { return reader }
            if best.map({ pending < $0.pending }) ?? true { best = (reader, pending) }
        }
        return best?.reader
    }
}
