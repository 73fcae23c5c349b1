import CPostgreSQL
import Data
import Foundation

/// The rows a statement returned, read by column: `decode(Int64.self, row: 0, column: 2)`.
///
/// It owns libpq's `PGresult` (all rows are in memory; the connection is free again) and
/// clears it when released. Columns are found by index, or by name once with `column(named:)`.
package final class PostgreSQLResult {
    /// The `PGresult *` handle.
    let handle: OpaquePointer
    /// The SQL that produced it, for error evidence.
    let statement: String?
    /// How many rows it holds.
    package let rowCount: Int
    /// How many columns each row has.
    let columnCount: Int
    /// Each column's type, read from libpq once rather than once per value read.
    let columnTypes: [PostgreSQLType]
    /// Each column's wire format, read once as the types are.
    let columnFormats: [PostgreSQLFormat]

    init(handle: OpaquePointer, statement: String?) {
        self.handle = handle
        self.statement = statement
        rowCount = Int(PQntuples(handle))
        columnCount = Int(PQnfields(handle))
        columnTypes = (0..<Int32(columnCount)).map { PostgreSQLType(rawValue: PQftype(handle, $0)) }
        columnFormats = (0..<Int32(columnCount)).map { PostgreSQLFormat(rawValue: PQfformat(handle, $0)) ?? .text }
    }

    deinit {
        PQclear(handle)
    }

    /// Rows inserted, updated, deleted or copied, from the command tag (0 when it names none).
    var affectedRows: Int {
        guard let tag = PQcmdTuples(handle) else { return 0 }
        return Int(String(cString: tag)) ?? 0
    }

    /// The column's name as the statement spelled it (or its alias).
    func columnName(_ column: Int) -> String {
        PQfname(handle, Int32(column)).map { String(cString: $0) } ?? ""
    }

    /// The column's type.
    func columnType(_ column: Int) -> PostgreSQLType {
        columnTypes[column]
    }

    /// The index of the column called `name`: look it up once, then read by index.
    func column(named name: String) throws(PostgreSQLError) -> Int {
        let index = Int(PQfnumber(handle, "\"\(name.replacingOccurrences(of: "\"", with: "\"\""))\""))
        guard index >= 0 else {
            throw PostgreSQLError(
                kind: .decoding, message: "the result has no column \"\(name)\"", statement: statement)
        }
        return index
    }

    /// Whether the value at `row`, `column` is NULL.
    func isNull(row: Int, column: Int) -> Bool {
        PQgetisnull(handle, Int32(row), Int32(column)) == 1
    }

    /// The value at `row`, `column` as `T`; NULL, or a value that is not a `T`, is an error.
    ///
    /// Generic, so for a few values: outside Data it runs unspecialised (an `@inlinable`
    /// `package` method is not specialised by its callers), and asks the runtime for
    /// `Optional<T>`'s metadata on every value. Many rows are read by ``PostgreSQLRowReader``.
    package func decode<T: PostgreSQLDecodable>(_ type: T.Type, row: Int, column: Int) throws(PostgreSQLError) -> T {
        guard let value = try decodeIfPresent(type, row: row, column: column) else {
            throw failure("is NULL", row: row, column: column)
        }
        return value
    }

    /// The value at `row`, `column` as `T`, or nil for NULL; a value that is not a `T` is an error.
    package func decodeIfPresent<T: PostgreSQLDecodable>(
        _ type: T.Type, row: Int, column: Int
    ) throws(PostgreSQLError) -> T? {
        guard let bytes = try bytes(row: row, column: column) else { return nil }
        guard let value = T.decode(bytes, type: columnTypes[column], format: columnFormats[column]) else {
            throw failure("cannot be read as \(T.self)", row: row, column: column)
        }
        return value
    }

    /// The bytes of the value at `row`, `column` (libpq's, valid while the result lives), or
    /// nil for NULL.
    private func bytes(row: Int, column: Int) throws(PostgreSQLError) -> UnsafeRawBufferPointer? {
        guard (0..<rowCount).contains(row), (0..<columnCount).contains(column) else {
            throw PostgreSQLError(
                kind: .decoding,
                message:
                    "row \(row), column \(column) is outside the result's \(rowCount) rows of \(columnCount) columns",
                statement: statement)
        }
        let (r, c) = (Int32(row), Int32(column))
        guard PQgetisnull(handle, r, c) == 0, let start = PQgetvalue(handle, r, c) else { return nil }
        return UnsafeRawBufferPointer(start: start, count: Int(PQgetlength(handle, r, c)))
    }

    private func failure(_ problem: String, row: Int, column: Int) -> PostgreSQLError {
        PostgreSQLError(
            kind: .decoding,
            message: "column \"\(columnName(column))\" (\(columnType(column))) of row \(row) \(problem)",
            statement: statement)
    }
}
