import CPostgreSQL
import Data
import Foundation

/// The rows of a ``PostgreSQLResult``, one at a time, read by column with SQLite's rules
/// (``SQLRowReader``): what a record's row mapping reads, and the path of a read of 100,000 rows.
///
/// Each column's type and format are checked once, when the reader is made, so that a value is
/// then read with no lookup and no generic code: `PostgreSQLResult.decode` is generic, and
/// outside Data (the bench) it runs unspecialised, asking the runtime for `Optional<T>`'s
/// metadata on every value.
package struct PostgreSQLRowReader {
    private let result: PostgreSQLResult
    /// The row read now, from 0.
    package var row: Int32 = 0

    /// A reader of `result`'s rows, at its first. A binary column of a type with no integer,
    /// double, text or UUID reading (a `numeric`, a `bytea`) is refused here, for every row.
    package init(_ result: PostgreSQLResult) throws(PostgreSQLError) {
        self.result = result
        for column in 0..<result.columnCount
        where result.columnFormats[column] == .binary && !Self.reads(result.columnTypes[column]) {
            throw PostgreSQLError(
                kind: .decoding,
                message:
                    "column \"\(result.columnName(column))\" holds a \(result.columnTypes[column]), which no row mapping reads",
                statement: result.statement)
        }
    }

    /// How many rows the result holds.
    package var rowCount: Int { result.rowCount }

    private static func reads(_ type: PostgreSQLType) -> Bool {
        switch type {
        case .int8, .int4, .int2, .float8, .float4, .bool, .uuid: true
        default: type.isText
        }
    }

    /// The value's bytes (libpq's, valid while the result lives), or nil for NULL.
    @inline(__always)
    private func bytes(_ column: Int32) -> UnsafeRawBufferPointer? {
        let handle = result.handle
        guard PQgetisnull(handle, row, column) == 0, let start = PQgetvalue(handle, row, column) else { return nil }
        return UnsafeRawBufferPointer(start: start, count: Int(PQgetlength(handle, row, column)))
    }

    /// The column's type and wire format.
    @inline(__always)
    private func kind(_ column: Int32) -> (PostgreSQLType, PostgreSQLFormat) {
        (result.columnTypes[Int(column)], result.columnFormats[Int(column)])
    }

    /// The column as an integer: a boolean is 1 or 0, a double is truncated, text is parsed
    /// (0 when it is no integer), and NULL or a UUID is 0.
    package func int64(at column: Int32) -> Int64 {
        guard let bytes = bytes(column) else { return 0 }
        let (type, format) = kind(column)
        switch type {
        case .bool: return Bool.decode(bytes, type: type, format: format) == true ? 1 : 0
        case .float8, .float4:
            return Double.decode(bytes, type: type, format: format).flatMap { Int64(exactly: $0.rounded(.towardZero)) }
                ?? 0
        default: return Int64.decode(bytes, type: type.isText ? .int8 : type, format: type.isText ? .text : format) ?? 0
        }
    }

    /// The column as an integer, or nil for NULL.
    package func optionalInt64(at column: Int32) -> Int64? {
        isNull(at: column) ? nil : int64(at: column)
    }

    /// The column as a double: an integer or a boolean converted, text parsed (0 when it is no
    /// number), and NULL or a UUID 0.
    package func double(at column: Int32) -> Double {
        guard let bytes = bytes(column) else { return 0 }
        let (type, format) = kind(column)
        if type == .bool { return Double(int64(at: column)) }
        return Double.decode(bytes, type: type.isText ? .float8 : type, format: type.isText ? .text : format) ?? 0
    }

    /// The column as text: text as it is, a number as its digits, a boolean as 1 or 0 (as
    /// SQLite keeps one), a UUID as the upper-case text the stores write; "" for NULL.
    package func string(at column: Int32) -> String {
        guard let bytes = bytes(column) else { return "" }
        let (type, format) = kind(column)
        if format == .text || type.isText { return String(decoding: bytes, as: UTF8.self) }
        switch type {
        case .uuid: return UUID.decode(bytes, type: type, format: format)?.uuidString ?? ""
        case .float8, .float4: return Double.decode(bytes, type: type, format: format).map { "\($0)" } ?? ""
        default: return String(int64(at: column))
        }
    }

    /// The column as a UUID: a `uuid`, or text holding one; nil for NULL or anything else.
    package func uuid(at column: Int32) -> UUID? {
        guard let bytes = bytes(column) else { return nil }
        let (type, format) = kind(column)
        return UUID.decode(bytes, type: type, format: format)
    }

    /// Whether the column is NULL.
    package func isNull(at column: Int32) -> Bool {
        PQgetisnull(result.handle, row, column) != 0
    }
}

extension PostgreSQLRowReader: SQLRowReader {}
