import Data
import Domain
import Foundation
import Synchronization

/// An open SQLite database: what every entity's ``SQLiteTable`` shares.
///
/// Concurrency design, plain actors, each over one connection:
/// - Writes go to the ``SQLiteWriter``, one at a time, each in its own transaction: one actor
///   hop per data-source call, never one per row. It has a thread of its own, since a write
///   may block (busy timeout, fsync).
/// - A file database opens two read-only connections in WAL mode, each a ``SQLiteReader`` on
///   the cooperative pool, where readers and the writer never block each other: a long query
///   runs beside a write, and beside a lookup on the other reader. Reads take the readers in turn.
/// - An in-memory database is one connection, so everything runs on the writer.
/// Only `Sendable` values (records, queries, ids, errors) cross these boundaries; connections and
/// statements never leave their actor.
final class SQLiteStore: Sendable {
    /// The writer; for an in-memory database, the reader too.
    let writer: SQLiteWriter
    private let readers: [SQLiteReader]
    /// Which reader the next read goes to, counting up; taken modulo the readers.
    private let nextReader = Atomic<Int>(0)
    /// Each table's change sets, published by its data source after each commit.
    let changes = ChangeHub()
    /// The tables no entity of the app has, recorded in the database when it opened.
    package let unknownTables: [String]
    /// Why writes are refused: the file was found damaged, by a statement of this store or, as
    /// its mark says, of an earlier process (see ``SQLiteDamageMark``). Nil while none was found.
    private let damage: Mutex<FailureEvidence?>

    init(
        writer: SQLiteWriter, readers: [SQLiteReader], unknownTables: [String] = [], damage: FailureEvidence? = nil
    ) {
        self.writer = writer
        self.readers = readers
        self.unknownTables = unknownTables
        self.damage = Mutex(damage)
    }

    deinit {
        // Nothing can be waiting on these connections once the store is gone: every call holds
        // it. They close in a task, since the last close checkpoints and fsyncs; readers first,
        // so that the writer, on its own thread, is the last one out and removes the WAL.
        let (writer, readers) = (writer, readers)
        Task {
            for reader in readers { await reader.closeConnection() }
            await writer.closeConnection()
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

    /// Runs `body`, a read, on the next reader (on the writer when there is none).
    func read<T: Sendable>(
        _ body: @Sendable (SQLiteSession) throws(DataSourceError) -> T
    ) async throws(DataSourceError) -> T {
        do {
            guard !readers.isEmpty else { return try await writer.run(body) }
            let turn = nextReader.wrappingAdd(1, ordering: .relaxed).oldValue
            return try await readers[turn % readers.count].run(body)
        } catch {
            await noteDamage(error)
            throw error
        }
    }

    /// Remembers `error` when it says the file is damaged, and marks the file so (best effort:
    /// a file that cannot take the mark is still refused by this store).
    private func noteDamage(_ error: DataSourceError) async {
        guard SQLiteDamageMark.isDamage(error), case .storage(let evidence) = error else { return }
        damage.withLock { (found: inout FailureEvidence?) in
            if found == nil { found = evidence }
        }
        _ = try? await writer.run { session throws(DataSourceError) in
            try sqlite { () throws(SQLiteError) in try SQLiteDamageMark.mark(session.connection) }
        }
    }
}

extension SQLiteStore: StoreBackend {
    func table<Schema: StoreSchema>(_: Schema.Type) -> any TableDataSource<Schema> {
        SQLiteTable<Schema>(store: self)
    }
}
