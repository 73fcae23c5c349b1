import CSQLite
import Data
import Domain
import Foundation

/// Registers Domain's text rules on a connection, so that SQL filters and sorts text exactly as
/// the reference evaluation does (`Domain/Queries/TextMatching.swift`):
/// - `swift_contains(text, needle)` is `TextMatching.contains`;
/// - `COLLATE swift_nocase` orders by `TextMatching.compareIgnoringCase`.
///
/// They exist on our connections only, used by queries and never by the schema, so the `sqlite3`
/// shell can still read and check the file.
extension SQLiteTextFunctions {
    static func register(on connection: SQLiteConnection) throws(SQLiteError) {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC
        var result = sqlite3_create_function_v2(
            connection.handle, containsFunction, 2, flags, nil,
            { context, count, arguments in
                guard count == 2, let arguments, let text = arguments[0], let needle = arguments[1] else {
                    sqlite3_result_null(context)
                    return
                }
                if sqlite3_value_type(text) == SQLITE_NULL || sqlite3_value_type(needle) == SQLITE_NULL {
                    sqlite3_result_int(context, 0)
                    return
                }
                let matches = TextMatching.contains(string(text), string(needle))
                sqlite3_result_int(context, matches ? 1 : 0)
            }, nil, nil, nil)
        guard result == SQLITE_OK else {
            throw SQLiteError(resultCode: result, connection: connection.handle, sql: nil)
        }
        result = sqlite3_create_collation_v2(
            connection.handle, ignoringCaseCollation, SQLITE_UTF8, nil,
            { _, leftCount, left, rightCount, right in
                let order = TextMatching.compareIgnoringCase(
                    string(left, count: leftCount), string(right, count: rightCount))
                return Int32(order.signum())
            }, nil)
        guard result == SQLITE_OK else {
            throw SQLiteError(resultCode: result, connection: connection.handle, sql: nil)
        }
    }
}

extension SQLiteSession {
    /// Registers the text functions on the connection, the first time a query is about to use them.
    func useTextFunctions() throws(DataSourceError) {
        guard !hasTextFunctions else { return }
        try sqlite { () throws(SQLiteError) in try SQLiteTextFunctions.register(on: connection) }
        hasTextFunctions = true
    }
}

private func string(_ value: OpaquePointer) -> String {
    guard let text = sqlite3_value_text(value) else { return "" }
    return String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value))), as: UTF8.self)
}

private func string(_ bytes: UnsafeRawPointer?, count: Int32) -> String {
    guard let bytes, count > 0 else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: bytes, count: Int(count)), as: UTF8.self)
}
