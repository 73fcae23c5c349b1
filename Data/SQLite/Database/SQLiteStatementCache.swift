import Data

/// The prepared statements of one connection, by key: each is compiled the first time it is
/// asked for and reused ever after, so no SQL is built or compiled on a hot path.
///
/// Keys are small Hashable values naming a statement or a query's shape (see
/// `TodoQuery+SQL.swift`); the SQL is only produced when the key is new.
struct SQLiteStatementCache<Key: Hashable> {
    private var statements: [Key: SQLiteStatement] = [:]

    /// The statement for `key`, preparing `sql()` on `connection` the first time.
    mutating func statement(
        _ key: Key, on connection: SQLiteConnection, sql: () -> String
    ) throws(SQLiteError) -> SQLiteStatement {
        if let statement = statements[key] { return statement }
        let statement = try connection.prepare(sql())
        statements[key] = statement
        return statement
    }

    /// How many statements have been prepared so far: lets tests prove reuse.
    var count: Int { statements.count }
}
