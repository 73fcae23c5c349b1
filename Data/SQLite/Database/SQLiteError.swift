import CSQLite
import Data

/// A failure reported by SQLite, with everything needed to understand it later: the primary and
/// extended result codes, SQLite's own message, and the statement that failed.
///
/// It travels whole inside a data-source error's `FailureEvidence`, so that a log shows, say,
/// `SQLITE_CONSTRAINT_FOREIGNKEY (787): FOREIGN KEY constraint failed in "DELETE FROM ..."`.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The primary result code, e.g. `SQLITE_BUSY` (5) or `SQLITE_NOTADB` (26).
    public let code: Int32
    /// The extended result code, e.g. `SQLITE_CONSTRAINT_PRIMARYKEY` (1555).
    public let extendedCode: Int32
    /// SQLite's explanation, e.g. "UNIQUE constraint failed: todos.id".
    public let message: String
    /// The SQL being prepared or run, when the failure belongs to a statement.
    public let sql: String?
    /// The database file the failing connection had open; nil in memory or when unknown.
    public let database: String?
    /// How long the connection waited for another's lock before giving up, when it did.
    public let lockWait: Duration?
    /// The operating system's `errno` behind an I/O failure (`sqlite3_system_errno`), e.g.
    /// `ENOSPC` when the disk is full; nil when SQLite did not report one.
    public let systemErrno: Int32?

    /// Records a failure; `extendedCode` carries the detail and `code` is derived from it.
    public init(
        extendedCode: Int32, message: String, sql: String? = nil, database: String? = nil, lockWait: Duration? = nil,
        systemErrno: Int32? = nil
    ) {
        self.code = extendedCode & 0xFF
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
        self.database = database
        self.lockWait = lockWait
        self.systemErrno = systemErrno
    }

    /// The result code, its name as SQLite spells it, the message and the SQL, on one line.
    public var description: String {
        let name = String(cString: sqlite3_errstr(extendedCode))
        let statement = sql.map { " in \"\($0)\"" } ?? ""
        let file = database.map { " on \($0)" } ?? ""
        return "SQLite error \(extendedCode) (\(name)): \(message)\(statement)\(file)"
    }

    /// The same failure, known to have happened on the database at `path`.
    func on(database path: String) -> SQLiteError {
        guard database == nil, path != ":memory:" else { return self }
        return SQLiteError(
            extendedCode: extendedCode, message: message, sql: sql, database: path, lockWait: lockWait,
            systemErrno: systemErrno)
    }

    /// The same failure, after the connection waited `wait` for another's lock.
    func afterWaiting(_ wait: Duration) -> SQLiteError {
        SQLiteError(
            extendedCode: extendedCode, message: message, sql: sql, database: database, lockWait: wait,
            systemErrno: systemErrno)
    }

    /// True when another connection held the lock longer than the busy timeout.
    var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
}

extension SQLiteError {
    /// The error SQLite reports for `resultCode` on `connection`, reading its message.
    init(resultCode: Int32, connection: OpaquePointer?, sql: String?) {
        let extended = connection.map { sqlite3_extended_errcode($0) } ?? resultCode
        // The connection's last error can be stale when the failure came from elsewhere (bind,
        // reset); keep the code we were given and only take SQLite's detail when it matches.
        let matches = extended & 0xFF == resultCode & 0xFF
        let message = connection.flatMap { matches ? String(cString: sqlite3_errmsg($0)) : nil }
        self.init(
            extendedCode: matches ? extended : resultCode,
            message: message ?? String(cString: sqlite3_errstr(resultCode)),
            sql: sql,
            database: connection.flatMap(Self.fileName(of:)),
            systemErrno: connection.flatMap { matches ? Self.systemErrno(of: $0) : nil }
        )
    }

    /// The `errno` of `connection`'s last I/O failure, if SQLite recorded one.
    static func systemErrno(of connection: OpaquePointer) -> Int32? {
        let code = sqlite3_system_errno(connection)
        return code == 0 ? nil : code
    }

    /// The file behind `connection`'s main database; nil for an in-memory or temporary one.
    static func fileName(of connection: OpaquePointer) -> String? {
        guard let name = sqlite3_db_filename(connection, "main") else { return nil }
        let path = String(cString: name)
        return path.isEmpty ? nil : path
    }
}

/// An error type a SQLite failure can become, so that one transaction helper serves the
/// database layer (throwing ``SQLiteError``) and data sources (throwing their own errors).
protocol SQLiteErrorConvertible: Error {
    /// Wraps `error`.
    init(sqliteError error: SQLiteError)
}

extension SQLiteError: SQLiteErrorConvertible {
    init(sqliteError error: SQLiteError) {
        self = error
    }
}
