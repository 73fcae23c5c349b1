import Data

extension PostgreSQLConnection: NestedTransactions {
    /// Runs `body` in a transaction and commits it, or rolls everything back when `body`
    /// throws. Called inside another transaction, it becomes a savepoint: only its own work is
    /// undone on failure, and the outer transaction carries on. Transactions are READ COMMITTED
    /// (PostgreSQL's default); the stores lock the rows they change (`SELECT ... FOR UPDATE`).
    ///
    /// A statement that failed inside `body` aborts the transaction even when `body` caught
    /// the error; committing then would silently roll back, so it throws 25P02 instead.
    func transaction<T, Failure: PostgreSQLErrorConvertible>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        try nestedTransaction(
            begin: { depth throws(PostgreSQLError) in try execute(depth > 0 ? "SAVEPOINT level\(depth)" : "BEGIN") },
            wrap: Failure.init(postgreSQLError:), body)
    }

    package func commitLevel(_ depth: Int) throws(PostgreSQLError) {
        if isInFailedTransaction {
            throw PostgreSQLError(
                kind: .server,
                message:
                    "a statement in this transaction failed and its error was not passed on; nothing was committed",
                sqlState: "25P02")
        }
        try execute(depth > 0 ? "RELEASE SAVEPOINT level\(depth)" : "COMMIT")
    }

    /// Undoes the work of `depth`. A failure to roll back leaves nothing more to do: the
    /// connection is then broken, and the server rolls back when it notices.
    package func rollBackLevel(_ depth: Int) {
        if depth > 0 {
            _ = try? execute("ROLLBACK TO SAVEPOINT level\(depth)")
            _ = try? execute("RELEASE SAVEPOINT level\(depth)")
        } else if isInTransactionBlock {
            _ = try? execute("ROLLBACK")
        }
    }
}
