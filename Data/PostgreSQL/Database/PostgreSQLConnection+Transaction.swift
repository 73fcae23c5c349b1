import Data

/// How much a transaction sees of others running at the same time.
enum PostgreSQLIsolation: String, Sendable {
    /// Each statement sees what was committed before it began (PostgreSQL's default).
    case readCommitted = "READ COMMITTED"
    /// The whole transaction sees one snapshot; a write that races another fails with 40001.
    case repeatableRead = "REPEATABLE READ"
    /// As if transactions ran one after another; one that cannot be placed fails with 40001.
    case serializable = "SERIALIZABLE"
}

extension PostgreSQLConnection: NestedTransactions {
    /// Runs `body` in a transaction and commits it, or rolls everything back when `body`
    /// throws. Called inside another transaction, it becomes a savepoint: only its own work is
    /// undone on failure, and the outer transaction carries on (`isolation` is the outer one's).
    ///
    /// A statement that failed inside `body` aborts the transaction even when `body` caught
    /// the error; committing then would silently roll back, so it throws 25P02 instead.
    func transaction<T, Failure: PostgreSQLErrorConvertible>(
        isolation: PostgreSQLIsolation = .readCommitted, _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        try nestedTransaction(
            begin: { depth throws(PostgreSQLError) in try begin(depth: depth, isolation: isolation) },
            wrap: Failure.init(postgreSQLError:), body)
    }

    private func begin(depth: Int, isolation: PostgreSQLIsolation) throws(PostgreSQLError) {
        if depth > 0 {
            try execute("SAVEPOINT level\(depth)")
        } else {
            try execute(isolation == .readCommitted ? "BEGIN" : "BEGIN ISOLATION LEVEL \(isolation.rawValue)")
        }
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
