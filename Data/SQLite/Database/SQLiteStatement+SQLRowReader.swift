import CSQLite
import Data

// The statement's current row is what a record's mapping reads (its other readers are in
// SQLiteStatement.swift); only the double is new here, which generated entities with a
// `Double` field read.

extension SQLiteStatement: SQLRowReader {
    /// The column as a double (0 for NULL).
    func double(at column: Int32) -> Double {
        sqlite3_column_double(handle, column)
    }
}
