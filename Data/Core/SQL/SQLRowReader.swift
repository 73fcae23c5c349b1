import Foundation

/// The current row of a query's answer, read by column index (from 0), with SQLite's rules for
/// a value of another kind than asked: NULL reads as 0, 0.0, "" or nil, and a number asked for
/// as text is its digits.
///
/// Why a protocol: each record's row mapping (in `{Entity}Record.swift`) is written once,
/// by hand or by the scaffold, and reads a SQLite statement's row and a PostgreSQL result's row
/// (``PostgreSQLRowReader``) alike, with no value copied through the other database on the way.
/// The mappings are generic over it, so each store's loop is specialised for its own reader.
package protocol SQLRowReader {
    /// The column as an integer (0 for NULL).
    func int64(at column: Int32) -> Int64
    /// The column as a double (0 for NULL).
    func double(at column: Int32) -> Double
    /// The column as text ("" for NULL).
    func string(at column: Int32) -> String
    /// The column parsed as a UUID; nil for NULL or for anything that is not one.
    func uuid(at column: Int32) -> UUID?
    /// Whether the column is NULL.
    func isNull(at column: Int32) -> Bool
}
