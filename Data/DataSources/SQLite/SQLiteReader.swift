import Domain
import Synchronization

/// One read-only connection of a file database, guarded by a lock, with a thread to run long
/// reads on.
///
/// Two ways in:
/// - ``read(_:)`` runs on the reader's own thread: queries and counts, which may walk the whole
///   table, never occupy a cooperative thread.
/// - ``readNow(_:)`` runs on the caller's thread, only when the connection is free this instant,
///   with the busy timeout off: for a lookup by primary key, a few microseconds of B-tree walk that
///   in WAL mode never waits for a writer, a thread hop (~10 µs each way) would cost more than the
///   work. Should SQLite need to wait (SQLITE_BUSY during WAL recovery), it returns nil instead,
///   and the caller takes ``read(_:)``, where waiting is harmless.
final class SQLiteReader: Sendable {
    /// Nil once closed.
    private let session: Mutex<SQLiteSession?>
    private let thread: DatabaseThread
    private let busyTimeout: Int32

    init(session: sending SQLiteSession, name: String, busyTimeout: Int32) {
        self.session = Mutex(session)
        self.thread = DatabaseThread(name: name)
        self.busyTimeout = busyTimeout
    }

    /// Runs `body` on this reader's thread.
    func read<T: Sendable>(
        _ body: @escaping @Sendable (SQLiteSession) throws(DataSourceError) -> T
    ) async throws(DataSourceError) -> T {
        try await thread.perform { () throws(DataSourceError) in
            try self.session.withLock { session throws(DataSourceError) in
                guard let session else { throw .storage(FailureEvidence("the database was closed")) }
                return try body(session)
            }
        }
    }

    /// Runs `body` right here if the connection is free and SQLite need not wait; nil otherwise.
    func readNow<T: Sendable>(
        _ body: @Sendable (SQLiteSession) throws(DataSourceError) -> T
    ) -> Result<T, DataSourceError>? {
        let attempt = session.withLockIfAvailable { session -> Result<T, DataSourceError>? in
            guard let session else { return nil }
            session.connection.setBusyTimeout(milliseconds: 0)
            defer { session.connection.setBusyTimeout(milliseconds: busyTimeout) }
            let result = Result { () throws(DataSourceError) in try body(session) }
            if case .failure(let error) = result, error.sqliteError?.isBusy == true { return nil }
            return result
        }
        return attempt ?? nil
    }

    /// Closes the connection on the reader's own thread and waits until it is closed. The thread
    /// lives on, so that a read arriving later is refused ("closed") rather than lost.
    func closeConnection() async {
        await thread.perform { self.session.withLock { $0 = nil } }
    }

    /// Lets the thread end once what is queued has run; for a store that is being released.
    func stopThread() {
        thread.stop()
    }
}
