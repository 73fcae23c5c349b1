import CPostgreSQL
import Data

/// A statement prepared on one connection under a name of its own.
struct PostgreSQLPreparedStatement: Sendable {
    /// The server-side name, unique on its connection.
    let name: String
    /// How many parameters (`$1`, `$2`…) the server found in it.
    let parameterCount: Int
}

extension PostgreSQLConnection {
    /// Runs `sql` as a statement prepared on this connection: parsed and planned by the server
    /// the first time this connection sees that SQL, reused every time after.
    ///
    /// Prepared statements outlive transactions (a ROLLBACK does not drop them), so a statement
    /// first run in a transaction that failed is still prepared.
    package func run(
        prepared sql: String, _ parameters: [PostgreSQLValue] = []
    ) throws(PostgreSQLError) -> PostgreSQLResult {
        let statement = try preparedStatement(sql)
        let (expected, given) = (statement.parameterCount, parameters.count)
        guard given == expected else {
            throw PostgreSQLError(
                kind: .encoding, message: "the statement takes \(expected) parameters, but \(given) were given",
                statement: sql)
        }
        let layout = try PostgreSQLParameters(parameters, statement: sql)
        let result = try layout.withValuePointers { values throws(PostgreSQLError) in
            PQexecPrepared(handle, statement.name, Int32(layout.count), values, nil, nil, 0)
        }
        return try check(result, statement: sql)
    }

    /// The statement for `sql`, preparing it (one round trip) and asking for its parameter
    /// count (one more) the first time.
    func preparedStatement(_ sql: String) throws(PostgreSQLError) -> PostgreSQLPreparedStatement {
        if let statement = preparedStatements[sql] { return statement }
        let name = "ca_\(preparedStatements.count + 1)"
        _ = try check(PQprepare(handle, name, sql, 0, nil), statement: sql)
        let description = try check(PQdescribePrepared(handle, name), statement: sql)
        let statement = PostgreSQLPreparedStatement(name: name, parameterCount: Int(PQnparams(description.handle)))
        preparedStatements[sql] = statement
        return statement
    }
}
