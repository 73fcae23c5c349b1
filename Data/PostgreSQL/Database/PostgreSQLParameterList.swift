import Data
import Foundation

/// The values of a PostgreSQL statement's `$1`…`$n`, filled by index as a SQLite statement's
/// parameters are (``SQLValueBinder``), so that a record's and a filter's binding serve both
/// databases. Values take the types of SQLite's columns, which the PostgreSQL tables mirror
/// (`BIGINT`, `DOUBLE PRECISION`, `TEXT`).
///
/// A class, as a statement is: the bindings are written to `to:` and read from it afterwards.
/// Not `Sendable`: made, filled and sent by one call.
final class PostgreSQLParameterList: SQLValueBinder {
    typealias Failure = Never

    /// The values, `$1` first; a parameter not bound yet is NULL.
    private(set) var values: [PostgreSQLValue]

    /// An empty list, with room for `capacity` values.
    init(capacity: Int = 0) {
        values = []
        values.reserveCapacity(capacity)
    }

    func bind(_ value: Int64, at index: Int32) { set(.int64(value), at: index) }
    func bind(_ value: Double, at index: Int32) { set(.double(value), at: index) }
    func bind(_ value: String, at index: Int32) { set(.text(value), at: index) }
    /// The upper-case text, as the `TEXT` id columns hold it (never PostgreSQL's `uuid` type).
    func bind(_ value: UUID, at index: Int32) { set(.text(value.uuidString), at: index) }
    func bindNull(at index: Int32) { set(.null, at: index) }

    private func set(_ value: PostgreSQLValue, at index: Int32) {
        let position = Int(index) - 1
        if position >= values.count {
            values += repeatElement(.null, count: position + 1 - values.count)
        }
        values[position] = value
    }
}
