import CPostgreSQL
import Data
import Foundation

/// One open connection to a PostgreSQL server, over libpq: connecting, one-off SQL
/// (migrations, transaction control) and parameterised queries.
///
/// Every call blocks its thread until the server answers, so a connection lives on a thread
/// of its own (see `PostgreSQLConnectionPool`), never on Swift's cooperative pool. Not
/// `Sendable`, on purpose: one owner at a time, as libpq requires.
///
/// `package`, not `public` (as are the few types its calls name): only Tools/Bench uses it from
/// outside Data, to measure it against psql. The app's layers reach PostgreSQL through `DataStore`.
package final class PostgreSQLConnection {
    /// The `PGconn *` handle.
    let handle: OpaquePointer
    /// How many transactions and savepoints are open now (see `PostgreSQLConnection+Transaction`).
    package var transactionDepth = 0
    /// The statements prepared on this connection so far, by SQL (see `PostgreSQLConnection+Prepared`).
    var preparedStatements: [String: PostgreSQLPreparedStatement] = [:]

    /// Connects to `url` (`postgresql://user@host:port/db?options`, or any libpq connection
    /// string), with UTF-8 as the client encoding whatever the URL says, and waits until the
    /// server accepts or refuses.
    package init(url: String) throws(PostgreSQLError) {
        let settings = [
            ("dbname", url),
            // After the URL, so these win over it: every String crossing the wire is UTF-8.
            ("client_encoding", "UTF8"),
            ("fallback_application_name", "clean-architecture"),
        ]
        let handle = Self.connect(settings)
        guard let handle else { throw PostgreSQLError.connectionFailure(nil) }
        guard PQstatus(handle) == CONNECTION_OK else {
            let error = PostgreSQLError.connectionFailure(handle)
            PQfinish(handle)
            throw error
        }
        // The server's notices ("relation already exists, skipping") are not errors; libpq
        // would print them to stderr, which belongs to the app's terminal layer alone.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
        self.handle = handle
    }

    deinit {
        PQfinish(handle)
    }

    /// True once the connection to the server is lost: it can only be closed and opened anew.
    var isBroken: Bool { PQstatus(handle) != CONNECTION_OK }

    /// True when the server is inside a transaction block on this connection (open or failed).
    var isInTransactionBlock: Bool {
        let status = PQtransactionStatus(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR
    }

    /// True when the open transaction has failed: the server ignores everything until ROLLBACK.
    var isInFailedTransaction: Bool { PQtransactionStatus(handle) == PQTRANS_INERROR }

    /// Runs SQL that takes no parameters, such as migrations and transaction control; it may
    /// hold several statements. Data access never comes here: it binds its values through
    /// `query` or a prepared statement.
    @discardableResult
    package func execute(_ sql: String) throws(PostgreSQLError) -> PostgreSQLResult {
        try check(PQexec(handle, sql), statement: sql)
    }

    /// Runs one statement with `parameters` bound to `$1`, `$2`… (never spliced into the SQL),
    /// each sent as text and typed by the server from where it is used. For statements run
    /// often, `run(prepared:)` prepares once per connection instead.
    package func query(
        _ sql: String, _ parameters: [PostgreSQLValue] = []
    ) throws(PostgreSQLError) -> PostgreSQLResult {
        let layout = try PostgreSQLParameters(parameters, statement: sql)
        let result = try layout.withValuePointers { values throws(PostgreSQLError) in
            PQexecParams(handle, sql, Int32(layout.count), nil, values, nil, nil, 0)
        }
        return try check(result, statement: sql)
    }

    /// The result of a command, or the error it carries.
    func check(_ result: OpaquePointer?, statement: String?) throws(PostgreSQLError) -> PostgreSQLResult {
        guard let result else { throw PostgreSQLError.connectionFailure(handle, statement: statement) }
        let status = PQresultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK || status == PGRES_EMPTY_QUERY else {
            let error = PostgreSQLError(result: result, connection: handle, statement: statement)
            PQclear(result)
            throw error
        }
        return PostgreSQLResult(handle: result, statement: statement)
    }

    private static func connect(_ settings: [(String, String)]) -> OpaquePointer? {
        let keywords = settings.map { strdup($0.0) }
        let values = settings.map { strdup($0.1) }
        defer {
            for pointer in keywords + values { free(pointer) }
        }
        let keywordPointers = keywords.map { $0.map { UnsafePointer($0) } } + [nil]
        let valuePointers = values.map { $0.map { UnsafePointer($0) } } + [nil]
        // expand_dbname = 1: the "dbname" value may be a whole URL or connection string.
        return PQconnectdbParams(keywordPointers, valuePointers, 1)
    }
}

extension PostgreSQLParameters {
    /// Calls `body` with the address of each value (a NULL pointer for NULL), as libpq wants
    /// them, valid only during the call. (Here, beside the libpq calls that take them, so that
    /// the parameters' own file holds no pointer.)
    func withValuePointers<T>(
        _ body: ([UnsafePointer<CChar>?]) throws(PostgreSQLError) -> T
    ) throws(PostgreSQLError) -> T {
        let result: Result<T, PostgreSQLError> = bytes.withUnsafeBufferPointer { buffer in
            let base = UnsafeRawPointer(buffer.baseAddress)
            let pointers: [UnsafePointer<CChar>?] = offsets.map { offset in
                guard let offset, let base else { return nil }
                return (base + offset).assumingMemoryBound(to: CChar.self)
            }
            return Result { () throws(PostgreSQLError) in try body(pointers) }
        }
        return try result.get()
    }
}
