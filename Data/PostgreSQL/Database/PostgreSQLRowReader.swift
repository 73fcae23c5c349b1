import CPostgreSQL
import Data
import Domain
import Foundation

/// The rows of a ``PostgreSQLResult``, one at a time, read by column with SQLite's rules
/// (``SQLRowReader``): what a record's row mapping reads. Every value is PostgreSQL's text form.
package struct PostgreSQLRowReader {
    private let result: PostgreSQLResult
    /// The row read now, from 0.
    package var row: Int32 = 0

    /// A reader of `result`'s rows, at its first.
    package init(_ result: PostgreSQLResult) {
        self.result = result
    }

    /// How many rows the result holds.
    package var rowCount: Int { result.rowCount }

    /// The column as an integer: text is parsed, a number with a fraction truncated, and NULL
    /// or anything that is no number is 0.
    package func int64(at column: Int32) -> Int64 {
        guard let text = result.text(row: row, column: column) else { return 0 }
        return Int64(text) ?? Double(text).flatMap { Int64(exactly: $0.rounded(.towardZero)) } ?? 0
    }

    /// The column as a double: text is parsed, and NULL or anything that is no number is 0.
    package func double(at column: Int32) -> Double {
        result.text(row: row, column: column).flatMap(Double.init) ?? 0
    }

    /// The column as text; "" for NULL.
    package func string(at column: Int32) -> String {
        result.text(row: row, column: column) ?? ""
    }

    /// The column as a UUID: text holding one, in either case; nil for NULL or anything else.
    package func uuid(at column: Int32) -> UUID? {
        result.text(row: row, column: column).flatMap { UUID(text: $0) }
    }

    /// Whether the column is NULL.
    package func isNull(at column: Int32) -> Bool {
        PQgetisnull(result.handle, row, column) != 0
    }
}

extension PostgreSQLRowReader: SQLRowReader {}
