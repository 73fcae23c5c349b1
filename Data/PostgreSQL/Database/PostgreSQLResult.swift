import CPostgreSQL
import Data
import Foundation

/// The rows a statement returned, read by column: `decode(Int64.self, row: 0, column: 2)`.
///
/// It owns libpq's `PGresult` (all rows are in memory; the connection is free again) and
/// clears it when released. Every value comes in PostgreSQL's text form, which each type parses.
package final class PostgreSQLResult {
    /// The `PGresult *` handle.
    let handle: OpaquePointer
    /// The SQL that produced it, for error evidence.
    let statement: String?
    /// How many rows it holds.
    package let rowCount: Int
    /// How many columns each row has.
    let columnCount: Int

    init(handle: OpaquePointer, statement: String?) {
        self.handle = handle
        self.statement = statement
        rowCount = Int(PQntuples(handle))
        columnCount = Int(PQnfields(handle))
    }

    deinit {
        PQclear(handle)
    }

    /// Rows inserted, updated or deleted, from the command tag (0 when it names none).
    var affectedRows: Int {
        guard let tag = PQcmdTuples(handle) else { return 0 }
        return Int(String(cString: tag)) ?? 0
    }

    /// The column's name as the statement spelled it (or its alias).
    func columnName(_ column: Int) -> String {
        PQfname(handle, Int32(column)).map { String(cString: $0) } ?? ""
    }

    /// The value at `row`, `column` as `T`; NULL, or a value that is not a `T`, is an error.
    package func decode<T: PostgreSQLDecodable>(_ type: T.Type, row: Int, column: Int) throws(PostgreSQLError) -> T {
        guard (0..<rowCount).contains(row), (0..<columnCount).contains(column) else {
            throw PostgreSQLError(
                kind: .decoding,
                message:
                    "row \(row), column \(column) is outside the result's \(rowCount) rows of \(columnCount) columns",
                statement: statement)
        }
        guard let text = text(row: Int32(row), column: Int32(column)) else {
            throw failure("is NULL", row: row, column: column)
        }
        guard let value = T(postgreSQLText: text) else {
            throw failure("(\(text.prefix(40))) cannot be read as \(T.self)", row: row, column: column)
        }
        return value
    }

    /// The value's text, or nil for NULL. (A text-format value is a C string: it holds no NUL.)
    func text(row: Int32, column: Int32) -> String? {
        guard PQgetisnull(handle, row, column) == 0, let start = PQgetvalue(handle, row, column) else { return nil }
        return String(cString: start)
    }

    private func failure(_ problem: String, row: Int, column: Int) -> PostgreSQLError {
        PostgreSQLError(
            kind: .decoding, message: "column \"\(columnName(column))\" of row \(row) \(problem)", statement: statement)
    }
}
