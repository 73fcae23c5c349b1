import CSQLite
import Data

extension SQLiteConnection: NestedTransactions {
    /// Runs `body` in a write transaction and commits it, or rolls everything back when `body`
    /// throws. Called inside another transaction, it becomes a savepoint: only its own work is
    /// undone on failure, and the outer transaction carries on.
    ///
    /// The outermost level is `BEGIN IMMEDIATE`, which takes the write lock up front (waiting up
    /// to the busy timeout, then retrying), so two processes writing at once queue up instead of
    /// failing with SQLITE_BUSY half-way through.
    func writeTransaction<T, Failure: SQLiteErrorConvertible>(
        _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        try nestedTransaction(
            begin: { depth throws(SQLiteError) in try begin(depth: depth) }, wrap: Failure.init(sqliteError:), body)
    }

    private func begin(depth: Int) throws(SQLiteError) {
        if depth > 0 {
            return try execute("SAVEPOINT level\(depth)")
        }
        var attempts = 0
        while true {
            do {
                return try execute("BEGIN IMMEDIATE")
            } catch  where error.isBusy && attempts < Self.busyRetries {
                // The busy timeout has already waited; another writer held the lock throughout.
                attempts += 1
            } catch  where error.isBusy {
                throw error.afterWaiting(busyTimeout * (attempts + 1))
            }
        }
    }

    func commitLevel(_ depth: Int) throws(SQLiteError) {
        if depth > 0 {
            return try execute("RELEASE level\(depth)")
        }
        try execute("COMMIT")
    }

    /// Undoes the work of `depth`. A failure to roll back leaves nothing more to do: SQLite has
    /// already rolled back when that happens (e.g. after an I/O error), so it is not reported.
    func rollBackLevel(_ depth: Int) {
        if depth > 0 {
            try? execute("ROLLBACK TO level\(depth)")
            try? execute("RELEASE level\(depth)")
        } else if sqlite3_get_autocommit(handle) == 0 {
            try? execute("ROLLBACK")
        }
    }

    /// How many more times `BEGIN IMMEDIATE` is tried after the busy timeout ran out.
    static let busyRetries = 3
}
