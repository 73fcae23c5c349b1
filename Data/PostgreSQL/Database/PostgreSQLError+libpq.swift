import CPostgreSQL
import Data
import Foundation

extension PostgreSQLError {
    /// The error a failed `result` carries: its SQLSTATE and fields as the server sent them.
    /// Without a result (out of memory, a broken connection) the connection's message is used.
    init(result: OpaquePointer?, connection: OpaquePointer?, statement: String?) {
        func field(_ code: Int32) -> String? {
            guard let result, let value = PQresultErrorField(result, code) else { return nil }
            return String(cString: value)
        }
        let sqlState = field(cpostgresql_diag_sqlstate)
        let message =
            field(cpostgresql_diag_message_primary)
            ?? result.flatMap { PQresultErrorMessage($0).map { String(cString: $0) } }.flatMap(Self.nonEmpty)
            ?? Self.connectionMessage(connection)
        self.init(
            kind: Self.kind(sqlState: sqlState, connection: connection),
            message: message,
            sqlState: sqlState,
            detail: field(cpostgresql_diag_message_detail),
            hint: field(cpostgresql_diag_message_hint),
            constraint: field(cpostgresql_diag_constraint_name),
            table: field(cpostgresql_diag_table_name),
            statement: statement
        )
    }

    /// A failure of the connection itself, with libpq's message (which names host and port, and
    /// never the password).
    static func connectionFailure(_ connection: OpaquePointer?, statement: String? = nil) -> PostgreSQLError {
        PostgreSQLError(kind: .connection, message: connectionMessage(connection), statement: statement)
    }

    /// libpq's last message for `connection`, trimmed to one line.
    static func connectionMessage(_ connection: OpaquePointer?) -> String {
        guard let connection, let text = PQerrorMessage(connection) else { return "out of memory in libpq" }
        let message = String(cString: text).split(whereSeparator: \.isNewline).joined(separator: " ")
        return nonEmpty(message) ?? "unknown libpq failure"
    }

    private static func nonEmpty(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A failure that left the connection broken is the connection's, whatever the server
    /// said last (57P01 when an administrator ended it); otherwise one with a SQLSTATE is the
    /// server's (class 08 aside), and one without came from libpq itself.
    private static func kind(sqlState: String?, connection: OpaquePointer?) -> Kind {
        guard let connection, PQstatus(connection) == CONNECTION_OK else { return .connection }
        guard let sqlState else { return .protocolViolation }
        return sqlState.hasPrefix("08") ? .connection : .server
    }
}
