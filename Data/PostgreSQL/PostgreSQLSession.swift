import Data
import Foundation

/// One PostgreSQL connection as the tables use it: every table's SQL, written in PostgreSQL's
/// dialect from the table's description, runs through it (see `PostgreSQLSession+Tables.swift`
/// and `PostgreSQLSession+Writes.swift`); the connection prepares each SQL text once; values go out
/// through each record's and filter's own binding (``PostgreSQLParameterList``) and come back
/// through its row mapping (``PostgreSQLRowReader``).
///
/// Not `Sendable`: it belongs to its connection and is used on that connection's thread only.
struct PostgreSQLSession {
    let connection: PostgreSQLConnection

    init(connection: PostgreSQLConnection) {
        self.connection = connection
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
