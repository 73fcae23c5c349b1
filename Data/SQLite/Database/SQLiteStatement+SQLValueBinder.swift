import CSQLite
import Data

// The statement's parameters are what a record's and a filter's binding fill (its other binds are
// in SQLiteStatement.swift); only the double is new here, which generated entities with a
// `Double` field bind.

extension SQLiteStatement: SQLValueBinder {
    /// Binds a double.
    func bind(_ value: Double, at index: Int32) throws(SQLiteError) {
        let result = sqlite3_bind_double(handle, index, value)
        guard result == SQLITE_OK else { throw failure(result) }
    }
}
