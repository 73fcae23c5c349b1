import Data
import Foundation

/// One PostgreSQL connection with what the tables keep beside it: every query shape's SQL,
/// written in PostgreSQL's dialect from the table's description. Every table's SQL runs through
/// it (see `PostgreSQLSession+Tables.swift` and `PostgreSQLSession+Writes.swift`); values go out
/// through each record's and filter's own binding (``PostgreSQLParameterList``) and come back
/// through its row mapping (``PostgreSQLRowReader``).
///
/// Not `Sendable`: it belongs to its connection and is used on that connection's thread only.
final class PostgreSQLSession {
    /// `unowned`: the connection holds its session (``PostgreSQLConnection/attachment``).
    unowned let connection: PostgreSQLConnection
    private var queries: [SQLiteStatementKey: String] = [:]

    private init(connection: PostgreSQLConnection) {
        self.connection = connection
    }

    /// The session of `connection`, made on its first use.
    static func of(_ connection: PostgreSQLConnection) -> PostgreSQLSession {
        if let session = connection.attachment as? PostgreSQLSession { return session }
        let session = PostgreSQLSession(connection: connection)
        connection.attachment = session
        return session
    }

    /// The SQL of `key`, made by `make` the first time only.
    func sql(_ key: SQLiteStatementKey, _ make: () -> String) -> String {
        if let known = queries[key] { return known }
        let made = make()
        queries[key] = made
        return made
    }

    /// Runs `sql` as a statement prepared on this connection.
    func run(_ sql: String, _ parameters: [PostgreSQLValue]) throws(DataSourceError) -> PostgreSQLResult {
        do throws(PostgreSQLError) {
            return try connection.run(prepared: sql, parameters)
        } catch {
            throw DataSourceError(postgreSQLError: error)
        }
    }

    /// The values `record` binds to its columns, in column order, as parameters.
    func values<Record: SQLiteRow>(of record: Record, columns: Int) -> [PostgreSQLValue] {
        let parameters = PostgreSQLParameterList(capacity: columns)
        record.bind(to: parameters)
        return parameters.values
    }

    /// Every row of `result` as a record, each read by the record's own row mapping.
    func records<Record: SQLiteRow>(_: Record.Type, in result: PostgreSQLResult) throws(DataSourceError) -> [Record] {
        var reader = PostgreSQLRowReader(result)
        return try Record.records(reading: &reader)
    }

    /// The first row of `result` as a record, nil when there is none: a lookup's answer.
    func firstRecord<Record: SQLiteRow>(_: Record.Type, in result: PostgreSQLResult) throws(DataSourceError) -> Record?
    {
        guard result.rowCount > 0 else { return nil }
        return try Record(row: PostgreSQLRowReader(result))
    }
}
