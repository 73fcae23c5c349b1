import Foundation

/// One PostgreSQL connection with what the tables keep beside it: the bridge that carries values
/// to and from each record's SQLite mapping (``SQLiteValueBridge``), and every query shape's
/// translated SQL. Every table's SQL runs through it (see `PostgreSQLSession+Tables.swift` and
/// `PostgreSQLSession+Writes.swift`).
///
/// Not `Sendable`: it belongs to its connection and is used on that connection's thread only.
final class PostgreSQLSession {
    /// `unowned`: the connection holds its session (``PostgreSQLConnection/attachment``).
    unowned let connection: PostgreSQLConnection
    let bridge: SQLiteValueBridge
    private var translated: [SQLiteStatementKey: (sql: String, parameters: Int)] = [:]

    private init(connection: PostgreSQLConnection, bridge: SQLiteValueBridge) {
        self.connection = connection
        self.bridge = bridge
    }

    /// The session of `connection`, made on its first use.
    static func of(_ connection: PostgreSQLConnection) throws(DataSourceError) -> PostgreSQLSession {
        if let session = connection.attachment as? PostgreSQLSession { return session }
        let bridge = try sqlite { () throws(SQLiteError) in try SQLiteValueBridge() }
        let session = PostgreSQLSession(connection: connection, bridge: bridge)
        connection.attachment = session
        return session
    }

    /// The SQL of `key`, made by `make` the first time only, and how many filter parameters it takes.
    func sql(
        _ key: SQLiteStatementKey, _ make: () -> (sql: String, parameters: Int)
    ) -> (sql: String, parameters: Int) {
        if let known = translated[key] { return known }
        let made = make()
        translated[key] = made
        return made
    }

    /// Runs `sql` as a statement prepared on this connection, rows in binary.
    func run(_ sql: String, _ parameters: [PostgreSQLValue]) throws(DataSourceError) -> PostgreSQLResult {
        do throws(PostgreSQLError) {
            return try connection.run(prepared: sql, parameters)
        } catch {
            throw DataSourceError(postgreSQLError: error)
        }
    }

    /// The values `record` binds to its SQLite columns, in column order, as parameters.
    func values<Record: SQLiteRow>(of record: Record, columns: Int) throws(DataSourceError) -> [PostgreSQLValue] {
        try sqlite { () throws(SQLiteError) in
            try bridge.values(count: columns) { statement throws(SQLiteError) in try record.bind(to: statement) }
        }
    }
}
