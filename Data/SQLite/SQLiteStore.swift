import Data
import Domain
import Foundation
import Synchronization

/// An open SQLite database: what every entity's ``SQLiteTable`` shares.
///
/// Two actors, each over one connection: the ``SQLiteWriter``, which runs every write, one
/// transaction at a time, and for a file database a read-only ``SQLiteReader``, which in WAL
/// mode reads the last commit while the writer writes (an in-memory database is one connection,
/// so reads run on the writer). Only `Sendable` values (records, queries, ids, errors) cross
/// these boundaries; connections and statements never leave their actor.
final class SQLiteStore: Sendable {
    let writer: SQLiteWriter
    /// Nil for an in-memory database.
    private let reader: SQLiteReader?
    /// Each table's change sets, published by its data source after each commit.
    let changes = ChangeBroadcaster()
    /// The tables no entity of the app has, recorded in the database when it opened.
    package let unknownTables: [String]
    /// Why writes are refused: the file was found damaged, by a statement of this store or, as
    /// its mark says, of an earlier process (see ``SQLiteDamageMark``). Nil while none was found.
    let damage: Mutex<FailureEvidence?>

    init(
        writer: SQLiteWriter, reader: SQLiteReader?, unknownTables: [String] = [],
        damage: FailureEvidence? = nil
    ) {
        self.writer = writer
        self.reader = reader
        self.unknownTables = unknownTables
        self.damage = Mutex(damage)
    }

    deinit {
        // Nothing can be waiting on these connections once the store is gone: every call holds
        // it. They close in a task, since the last close checkpoints and fsyncs.
        let (writer, reader) = (writer, reader)
        Task {
            await reader?.close()
            await writer.close()
        }
        changes.finish()
    }

    /// Closes the reader, then the writer: the last one out checkpoints the WAL into the
    /// database file and removes the `-wal` and `-shm` files, so the file holds all of its data
    /// on its own. Later calls fail with "the database was closed".
    func close() async {
        await reader?.close()
        await writer.close()
    }

    /// Runs `body` on the writer. `body` opens its own transaction. Refused, with the damage
    /// found, once the file was found damaged: a damaged file refuses writes as it refuses reads.
    func write<T: Sendable>(
        _ body: @Sendable (SQLiteSession) throws(DataSourceError) -> T
    ) async throws(DataSourceError) -> T {
        if let found = damage.withLock({ $0 }) { throw .storage(found) }
        do {
            return try await writer.run(body)
        } catch {
            await noteDamage(error)
            throw error
        }
    }

    /// Runs `body`, a read, on the reader (on the writer in memory).
    func read<T: Sendable>(
        _ body: @Sendable (SQLiteSession) throws(DataSourceError) -> T
    ) async throws(DataSourceError) -> T {
        do {
            guard let reader else { return try await writer.run(body) }
            return try await reader.run(body)
        } catch {
            await noteDamage(error)
            throw error
        }
    }
}

extension SQLiteStore: StoreBackend {
    func table<Schema: StoreSchema>(_: Schema.Type) -> any TableDataSource<Schema> {
        SQLiteTable<Schema>(store: self)
    }
}

/// An actor that owns one connection's session, which nothing else touches, until it is closed:
/// the ``SQLiteWriter`` and the ``SQLiteReader``.
protocol SQLiteSessionOwner: Actor {
    /// Nil once closed.
    var session: SQLiteSession? { get set }
}

extension SQLiteSessionOwner {
    /// Runs `body` with the connection's session.
    func run<T: Sendable>(_ body: @Sendable (SQLiteSession) throws(DataSourceError) -> T) throws(DataSourceError) -> T {
        guard let session else { throw .storage(FailureEvidence("the database was closed")) }
        return try body(session)
    }

    /// Closes the connection; calls arriving later are refused ("closed").
    func close() {
        session = nil
    }
}

/// The store's one read-write connection, isolated by an actor with an executor of its own (as
/// SwiftData's `@ModelActor` gives its context a private executor).
///
/// A write can block: on the busy timeout while another process holds the write lock, on
/// `fsync` at a checkpoint. Off Swift's cooperative pool that stalls only the writer, never the
/// pool, where the reader would then wait for a thread (see ``BlockingIOExecutor``).
actor SQLiteWriter: SQLiteSessionOwner {
    private let executor = BlockingIOExecutor(name: "SQLite writer")
    var session: SQLiteSession?

    /// Takes over `session`, which nothing else may touch from now on.
    init(session: sending SQLiteSession) {
        self.session = session
    }

    /// Runs the actor's jobs on its executor.
    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }
}

/// The read-only connection of a file database in WAL mode, a plain actor on the cooperative
/// pool: a WAL reader takes no lock a writer holds and never syncs, so its calls are work on
/// cached pages, as any task's computation is.
actor SQLiteReader: SQLiteSessionOwner {
    var session: SQLiteSession?

    /// Takes over `session`, which nothing else may touch from now on.
    init(session: sending SQLiteSession) {
        self.session = session
    }
}
