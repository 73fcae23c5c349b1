import CSQLite
import Data
import Domain
import Foundation

/// A prepared statement, compiled once and reused: bind, step, read columns, reset.
///
/// Values are always bound as parameters, never spliced into SQL. Columns are read by index
/// (see `TodoRecord.swift`), so decoding a row is a handful of C calls and no lookups.
final class SQLiteStatement: SQLRowReader, SQLValueBinder {
    /// The `sqlite3_stmt *` handle.
    let handle: OpaquePointer
    /// The SQL it was compiled from, kept for error evidence.
    let sql: String

    init(handle: OpaquePointer, sql: String) {
        self.handle = handle
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    // MARK: Running

    /// Runs the statement to its next row: true when a row is ready to read, false when done.
    func step() throws(SQLiteError) -> Bool {
        let result = sqlite3_step(handle)
        if result == SQLITE_ROW { return true }
        if result == SQLITE_DONE { return false }
        throw failure(result)
    }

    /// Makes the statement ready to run again, ending its read of the database. Bindings are
    /// kept; every use binds all of its parameters anew.
    func reset() {
        sqlite3_reset(handle)
    }

    /// The error for `result`, naming this statement's SQL.
    func failure(_ result: Int32) -> SQLiteError {
        SQLiteError(resultCode: result, connection: sqlite3_db_handle(handle), sql: sql)
    }

    // MARK: Binding (parameters count from 1)

    /// Binds an integer.
    func bind(_ value: Int64, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_int64(handle, index, value))
    }

    /// Binds text, all of its UTF-8 (a NUL included). A string passed to C is its bytes for the
    /// length of the call, shorter than the binding lives, so SQLite copies them
    /// (`SQLITE_TRANSIENT`).
    func bind(_ value: String, at index: Int32) throws(SQLiteError) {
        try check(
            sqlite3_bind_text64(handle, index, value, UInt64(value.utf8.count), csqlite_transient, UInt8(SQLITE_UTF8)))
    }

    /// Binds a UUID as its upper-case text, `uuidString`'s bytes.
    func bind(_ value: UUID, at index: Int32) throws(SQLiteError) {
        try bind(value.uuidString, at: index)
    }

    /// Binds a double.
    func bind(_ value: Double, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_double(handle, index, value))
    }

    /// Binds NULL.
    func bindNull(at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_null(handle, index))
    }

    private func check(_ result: Int32) throws(SQLiteError) {
        guard result == SQLITE_OK else { throw failure(result) }
    }

    // MARK: Reading the current row (columns count from 0)

    /// The column as an integer (0 for NULL).
    func int64(at column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    /// The column as a double (0 for NULL).
    func double(at column: Int32) -> Double {
        sqlite3_column_double(handle, column)
    }

    /// The column as text ("" for NULL), decoded from UTF-8 straight out of SQLite's buffer.
    func string(at column: Int32) -> String {
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// The column parsed as a UUID's text; nil for NULL or malformed.
    func uuid(at column: Int32) -> UUID? {
        UUID(text: string(at: column))
    }

    /// Whether the column is NULL.
    func isNull(at column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }
}
