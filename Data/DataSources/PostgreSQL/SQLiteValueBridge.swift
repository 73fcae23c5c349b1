import CSQLite
import Foundation

/// Carries values between an entity's SQLite mapping and PostgreSQL, so that the PostgreSQL
/// store needs nothing per entity: a record (or a query's filter) binds itself to
/// `SELECT ?1, …, ?n` on an in-memory SQLite connection, and the values selected become the
/// PostgreSQL statement's parameters; a record reads itself back from a PostgreSQL row through
/// the same mapping, generic over ``SQLRowReader``, with no SQLite on that way.
///
/// Why: each record's column mapping (`{Entity}Record+SQLite.swift`) and each filter's
/// parameters (`{Entity}Query+SQL.swift`) are written once, by hand, against SQLite's statement.
/// A second, PostgreSQL-shaped copy for every entity, hand-written and generated, would be code
/// that can drift from the first; this costs a few C calls per value and touches no disk.
///
/// Not `Sendable`: one per PostgreSQL connection, used on that connection's thread only.
final class SQLiteValueBridge {
    private let connection: SQLiteConnection
    /// `SELECT ?1, …, ?n`, by `n`.
    private var statements: [Int: SQLiteStatement] = [:]

    init() throws(SQLiteError) {
        connection = try SQLiteConnection(path: ":memory:")
    }

    /// The values `bind` binds to parameters `1...count`, in order, as PostgreSQL parameters.
    func values(
        count: Int, _ bind: (SQLiteStatement) throws(SQLiteError) -> Void
    ) throws(SQLiteError) -> [PostgreSQLValue] {
        guard count > 0 else { return [] }
        let select = try statement(parameters: count)
        defer {
            select.reset()
            sqlite3_clear_bindings(select.handle)
        }
        try bind(select)
        guard try select.step() else { return [] }
        return (0..<Int32(count)).map { value(of: select, at: $0) }
    }

    /// Every row of `result` as a record, each read by the record's own row mapping straight
    /// from the result (``PostgreSQLRowReader``): nothing goes through SQLite on the way back.
    func records<Record: SQLiteRow>(
        _: Record.Type, in result: PostgreSQLResult
    ) throws(DataSourceError) -> [Record] {
        var reader = try Self.reader(of: result)
        return try Record.records(reading: &reader)
    }

    /// The first row of `result` as a record, nil when there is none: a lookup's answer.
    func firstRecord<Record: SQLiteRow>(
        _: Record.Type, in result: PostgreSQLResult
    ) throws(DataSourceError) -> Record? {
        guard result.rowCount > 0 else { return nil }
        return try Record(row: Self.reader(of: result))
    }

    private static func reader(of result: PostgreSQLResult) throws(DataSourceError) -> PostgreSQLRowReader {
        do throws(PostgreSQLError) {
            return try PostgreSQLRowReader(result)
        } catch {
            throw DataSourceError(postgreSQLError: error)
        }
    }

    private func statement(parameters count: Int) throws(SQLiteError) -> SQLiteStatement {
        if let statement = statements[count] { return statement }
        let list = (1...max(1, count)).map { "?\($0)" }.joined(separator: ", ")
        let statement = try connection.prepare("SELECT \(list)")
        statements[count] = statement
        return statement
    }

    /// Column `index` of the row `select` stepped to, as the PostgreSQL value it stands for.
    private func value(of select: SQLiteStatement, at index: Int32) -> PostgreSQLValue {
        switch sqlite3_column_type(select.handle, index) {
        case SQLITE_NULL: .null
        case SQLITE_INTEGER: .int64(sqlite3_column_int64(select.handle, index))
        case SQLITE_FLOAT: .double(sqlite3_column_double(select.handle, index))
        default: .text(select.string(at: index))
        }
    }
}
