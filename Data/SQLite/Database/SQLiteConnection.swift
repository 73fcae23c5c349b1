import CSQLite
import Data
import Foundation

/// One open SQLite connection: opening, one-off SQL (pragmas, migrations) and preparing.
///
/// Not `Sendable`, on purpose: a connection is used by exactly one owner at a time (an actor on
/// its own thread, or a lock), which is how it is opened in SQLite's multi-thread mode
/// (`SQLITE_OPEN_NOMUTEX`) without SQLite's own locking on every call.
final class SQLiteConnection {
    /// The `sqlite3 *` handle.
    let handle: OpaquePointer
    /// How many write transactions and savepoints are open now (see `writeTransaction`).
    var transactionDepth = 0
    /// The wait set by ``setBusyTimeout(milliseconds:)``, so that a lock error can say how long it waited.
    private(set) var busyTimeout: Duration = .zero

    /// Opens (and with `create`, creates) the database at `path`. Nothing is read or written
    /// yet: a file that is not a database is only detected by the first statement.
    init(path: String, create: Bool = true) throws(SQLiteError) {
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_READWRITE
        if create { flags |= SQLITE_OPEN_CREATE }
        var pointer: OpaquePointer?
        var result = sqlite3_open_v2(path, &pointer, flags, nil)
        if result == SQLITE_OK, let pointer {
            sqlite3_extended_result_codes(pointer, 1)
            // A double-quoted name is always an identifier, so a missing column is an error rather
            // than its own name as text (SQLite's fallback for old schemas, off here).
            result = csqlite_disable_double_quoted_strings(pointer)
        }
        guard result == SQLITE_OK, let pointer else {
            let error = SQLiteError(resultCode: result, connection: pointer, sql: nil)
            sqlite3_close_v2(pointer)
            throw error
        }
        self.handle = pointer
    }

    deinit {
        // `_v2` defers the close until every statement of this connection is finalized, so the
        // order in which a connection and its cached statements are released does not matter.
        sqlite3_close_v2(handle)
    }

    /// Runs SQL that takes no parameters and returns no rows, such as pragmas and migrations.
    /// Data access never comes here: it goes through prepared, reused statements.
    func execute(_ sql: String) throws(SQLiteError) {
        // The connection keeps the failure's message (`sqlite3_errmsg`): no copy of it to free.
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw SQLiteError(
                extendedCode: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)),
                sql: sql,
                database: SQLiteError.fileName(of: handle))
        }
    }

    /// Compiles `sql`, to run once or to keep and reuse.
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let result = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard result == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw SQLiteError(resultCode: result == SQLITE_OK ? SQLITE_MISUSE : result, connection: handle, sql: sql)
        }
        return SQLiteStatement(handle: statement, sql: sql)
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    var changes: Int {
        Int(sqlite3_changes64(handle))
    }

    /// How long a statement waits for another connection's lock before failing with SQLITE_BUSY.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
        busyTimeout = .milliseconds(milliseconds)
    }

    /// The integer a pragma such as `user_version` reads, reading the file (so a file that is
    /// not a database fails here with SQLITE_NOTADB).
    func pragmaInteger(_ sql: String) throws(SQLiteError) -> Int64 {
        let statement = try prepare(sql)
        defer { statement.reset() }
        guard try statement.step() else { return 0 }
        return statement.int64(at: 0)
    }
}

extension SQLiteConnection: NestedTransactions {
    /// Runs `body` in a write transaction and commits it, or rolls everything back when `body`
    /// throws. Called inside another transaction, it becomes a savepoint: only its own work is
    /// undone on failure, and the outer transaction carries on.
    ///
    /// The outermost level is `BEGIN IMMEDIATE`, which takes the write lock up front (waiting up
    /// to the busy timeout, then retrying), so two processes writing at once queue up instead of
    /// failing with SQLITE_BUSY half-way through.
    func writeTransaction<T, Failure: SQLiteErrorConvertible>(
        _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        try nestedTransaction(
            begin: { depth throws(SQLiteError) in try begin(depth: depth) }, wrap: Failure.init(sqliteError:), body)
    }

    private func begin(depth: Int) throws(SQLiteError) {
        if depth > 0 {
            return try execute("SAVEPOINT level\(depth)")
        }
        var attempts = 0
        while true {
            do {
                return try execute("BEGIN IMMEDIATE")
            } catch  where error.isBusy && attempts < Self.busyRetries {
                // The busy timeout has already waited; another writer held the lock throughout.
                attempts += 1
            } catch  where error.isBusy {
                throw error.afterWaiting(busyTimeout * (attempts + 1))
            }
        }
    }

    func commitLevel(_ depth: Int) throws(SQLiteError) {
        if depth > 0 {
            return try execute("RELEASE level\(depth)")
        }
        try execute("COMMIT")
    }

    /// Undoes the work of `depth`. A failure to roll back leaves nothing more to do: SQLite has
    /// already rolled back when that happens (e.g. after an I/O error), so it is not reported.
    func rollBackLevel(_ depth: Int) {
        if depth > 0 {
            try? execute("ROLLBACK TO level\(depth)")
            try? execute("RELEASE level\(depth)")
        } else if sqlite3_get_autocommit(handle) == 0 {
            try? execute("ROLLBACK")
        }
    }

    /// How many more times `BEGIN IMMEDIATE` is tried after the busy timeout ran out.
    static let busyRetries = 3
}
