import CPostgreSQL
import CSQLite
import Foundation

/// Carries values between an entity's SQLite mapping and PostgreSQL, so that the PostgreSQL
/// store needs nothing per entity: a record (or a query's filter) binds itself to
/// `SELECT ?1, …, ?n` on an in-memory SQLite connection, and the values selected become the
/// PostgreSQL statement's parameters; a PostgreSQL row is bound to the same statement, and the
/// record reads itself from the row it selects.
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

    /// Every row of `result` as a record, each read by the record's own SQLite mapping.
    func records<Record: SQLiteRow>(
        _: Record.Type, in result: PostgreSQLResult
    ) throws(DataSourceError) -> [Record] {
        let columns = result.columnCount
        let select = try sqlite { () throws(SQLiteError) in try statement(parameters: columns) }
        defer {
            select.reset()
            sqlite3_clear_bindings(select.handle)
        }
        var records: [Record] = []
        records.reserveCapacity(result.rowCount)
        let types = (0..<columns).map(result.columnType)
        for row in 0..<Int32(result.rowCount) {
            records.append(try record(at: row, of: result, types: { types[$0] }, through: select))
        }
        return records
    }

    /// The first row of `result` as a record, nil when there is none: a lookup's answer, read
    /// without the array and the column types `records` keeps for many rows.
    func firstRecord<Record: SQLiteRow>(
        _: Record.Type, in result: PostgreSQLResult
    ) throws(DataSourceError) -> Record? {
        guard result.rowCount > 0 else { return nil }
        let select = try sqlite { () throws(SQLiteError) in try statement(parameters: result.columnCount) }
        defer {
            select.reset()
            sqlite3_clear_bindings(select.handle)
        }
        return try record(at: 0, of: result, types: result.columnType, through: select)
    }

    /// Row `row` of `result` bound to `select`, stepped, and read as a record.
    private func record<Record: SQLiteRow>(
        at row: Int32, of result: PostgreSQLResult, types: (Int) -> PostgreSQLType, through select: SQLiteStatement
    ) throws(DataSourceError) -> Record {
        try sqlite { () throws(SQLiteError) in
            select.reset()
            for column in 0..<result.columnCount {
                try bind(result, row: row, column: Int32(column), type: types(column), to: select)
            }
            _ = try select.step()
        }
        return try Record(row: select)
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

    /// Binds the value at `row`, `column` of a binary-format result as SQLite holds the same
    /// column: integers, doubles, text (not copied: `result` outlives the row's use), NULL.
    private func bind(
        _ result: PostgreSQLResult, row: Int32, column: Int32, type: PostgreSQLType, to select: SQLiteStatement
    ) throws(SQLiteError) {
        let parameter = column + 1
        guard PQgetisnull(result.handle, row, column) == 0, let start = PQgetvalue(result.handle, row, column) else {
            return try select.bindNull(at: parameter)
        }
        let length = PQgetlength(result.handle, row, column)
        let bytes = UnsafeRawBufferPointer(start: start, count: Int(length))
        let code: Int32
        switch type {
        case .int8, .int4, .int2:
            guard let value = Int64.decode(bytes, type: type, format: .binary) else { throw unreadable(type, column) }
            code = sqlite3_bind_int64(select.handle, parameter, value)
        case .float8, .float4:
            guard let value = Double.decode(bytes, type: type, format: .binary) else { throw unreadable(type, column) }
            code = sqlite3_bind_double(select.handle, parameter, value)
        case .bool:
            code = sqlite3_bind_int64(select.handle, parameter, length == 1 && bytes[0] != 0 ? 1 : 0)
        default:
            guard type.isText else { throw unreadable(type, column) }
            code = sqlite3_bind_text(select.handle, parameter, start, length, csqlite_static)
        }
        guard code == SQLITE_OK else { throw select.failure(code) }
    }

    private func unreadable(_ type: PostgreSQLType, _ column: Int32) -> SQLiteError {
        SQLiteError(
            extendedCode: SQLITE_MISMATCH,
            message: "PostgreSQL column \(column + 1) holds a \(type), which no SQLite column type stands for")
    }
}
