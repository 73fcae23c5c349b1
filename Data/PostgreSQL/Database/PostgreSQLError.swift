import Data

/// A failure reported by PostgreSQL or by libpq, with everything needed to understand it later:
/// the SQLSTATE, the server's message, detail and hint, the constraint it names, and the
/// statement that failed.
///
/// It travels whole inside a data-source error's `FailureEvidence`, so that a log shows, say,
/// `PostgreSQL error 23505 (unique violation): duplicate key value violates unique constraint
/// "projects_name_key"; Key (name_key)=(home) already exists. in "INSERT INTO projects ..."`.
public struct PostgreSQLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the failure arose.
    public enum Kind: String, Sendable, Equatable {
        /// The server could not be reached, refused the login, or the connection broke.
        case connection
        /// The server ran the statement and reported an error (``PostgreSQLError/sqlState`` says which).
        case server
        /// A value did not fit the column or parameter it was meant for (client side, nothing sent).
        case encoding
        /// A column's value could not be read as the type asked for.
        case decoding
        /// libpq or the server did something this client does not expect (a bad response).
        case protocolViolation
        /// The pool was closed (`PostgreSQLConnectionPool.close()`): nothing was sent, and no
        /// later call will be either.
        case closed
    }

    /// Where the failure arose.
    public let kind: Kind
    /// The five-character SQLSTATE, e.g. "23505"; nil for failures that never reached the server.
    public let sqlState: String?
    /// The server's (or libpq's) primary message.
    public let message: String
    /// The server's detail line, e.g. "Key (id)=(...) already exists."
    public let detail: String?
    /// The server's hint, when it gives one.
    public let hint: String?
    /// The constraint the error is about, e.g. "todos_project_id_fkey".
    public let constraint: String?
    /// The table the error is about.
    public let table: String?
    /// The SQL being prepared or run, when the failure belongs to a statement.
    public let statement: String?

    /// The failure of every call made after its pool was closed.
    static let closed = PostgreSQLError(
        kind: .closed, message: "the database was closed; open the store again to use it")

    /// Records a failure. Only `kind` and `message` are needed; the rest is evidence when known.
    public init(
        kind: Kind, message: String, sqlState: String? = nil, detail: String? = nil, hint: String? = nil,
        constraint: String? = nil, table: String? = nil, statement: String? = nil
    ) {
        self.kind = kind
        self.sqlState = sqlState
        self.message = message
        self.detail = detail
        self.hint = hint
        self.constraint = constraint
        self.table = table
        self.statement = statement
    }

    /// The SQLSTATE, its meaning, the message, detail and hint and the SQL, on one line.
    public var description: String {
        guard let statement else { return summary }
        return "\(summary) in \"\(statement)\""
    }

    /// The SQLSTATE, its meaning, the message, detail and hint, without the SQL: what may be
    /// shown to someone who did not write the statement (a server's client).
    public var summary: String {
        var text = "PostgreSQL \(kind == .server ? "error" : "\(kind.rawValue) error")"
        if let sqlState { text += " \(sqlState)" }
        if let condition { text += " (\(condition.description))" }
        text += ": \(message)"
        if let detail { text += "; \(detail)" }
        if let hint { text += " Hint: \(hint)" }
        return text
    }
}

/// An error type a PostgreSQL failure can become, so that one transaction helper serves the
/// database layer (throwing ``PostgreSQLError``) and data sources (throwing their own errors).
package protocol PostgreSQLErrorConvertible: Error {
    /// Wraps `error`.
    init(postgreSQLError error: PostgreSQLError)
}

extension PostgreSQLError: PostgreSQLErrorConvertible {
    package init(postgreSQLError error: PostgreSQLError) {
        self = error
    }
}
