import CPostgreSQL
import Data

/// A statement prepared on one connection under a name of its own, with the parameter types
/// the server inferred for it.
struct PostgreSQLPreparedStatement: Sendable {
    /// The server-side name, unique on its connection.
    let name: String
    /// What the server expects for `$1`, `$2`…: each value is encoded to fit.
    let parameterTypes: [PostgreSQLType]
}

extension PostgreSQLConnection {
    /// Runs `sql` as a statement prepared on this connection: parsed and planned by the server
    /// the first time this connection sees that SQL, reused every time after. Each value is
    /// sent in the binary form of the type the server inferred for its parameter.
    ///
    /// Prepared statements outlive transactions (a ROLLBACK does not drop them), so a statement
    /// first run in a transaction that failed is still prepared.
    package func run(
        prepared sql: String, _ parameters: [PostgreSQLValue] = [], format: PostgreSQLFormat = .binary
    ) throws(PostgreSQLError) -> PostgreSQLResult {
        let statement = try preparedStatement(sql)
        let layout = try PostgreSQLParameters(parameters, expected: statement.parameterTypes, statement: sql)
        let result = try layout.withValuePointers { values throws(PostgreSQLError) in
            PQexecPrepared(
                handle, statement.name, Int32(layout.count), values, layout.lengths, layout.formats, format.rawValue)
        }
        return try check(result, statement: sql)
    }

    /// The statement for `sql`, preparing it (one round trip) and asking for its parameter
    /// types (one more) the first time.
    func preparedStatement(_ sql: String) throws(PostgreSQLError) -> PostgreSQLPreparedStatement {
        if let statement = preparedStatements[sql] { return statement }
        let name = "ca_\(preparedStatements.count + 1)"
        _ = try check(PQprepare(handle, name, sql, 0, nil), statement: sql)
        let description = try check(PQdescribePrepared(handle, name), statement: sql)
        let types = (0..<PQnparams(description.handle)).map {
            PostgreSQLType(rawValue: PQparamtype(description.handle, $0))
        }
        let statement = PostgreSQLPreparedStatement(name: name, parameterTypes: types)
        preparedStatements[sql] = statement
        return statement
    }
}
