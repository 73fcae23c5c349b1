/// The transaction skeleton both database drivers share: a transaction that nests as savepoints,
/// commits when its body returns, and when the body throws undoes its own level only, so an
/// outer transaction carries on. Each driver says how to open, close and undo one level
/// (`SQLiteConnection.swift`, `PostgreSQL/PostgreSQLConnection+Transaction.swift`);
/// the depth bookkeeping and the order of the steps live here once.
package protocol NestedTransactions: AnyObject {
    /// The driver's own error.
    associatedtype DriverError: Error
    /// How many transactions and savepoints are open now.
    var transactionDepth: Int { get set }
    /// Closes the level at `depth`: `COMMIT` at 0, releases the savepoint above.
    func commitLevel(_ depth: Int) throws(DriverError)
    /// Undoes the level at `depth`. A failure here leaves nothing more to do, so it is not reported.
    func rollBackLevel(_ depth: Int)
}

extension NestedTransactions {
    /// Opens a level with `begin` (given the depth it opens), runs `body` in it, and commits it;
    /// rolls the level back when `body` or the commit throws. A driver failure becomes the
    /// caller's error through `wrap`.
    package func nestedTransaction<T, Failure: Error>(
        begin: (_ depth: Int) throws(DriverError) -> Void,
        wrap: (DriverError) -> Failure,
        _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        let depth = transactionDepth
        do {
            try begin(depth)
        } catch {
            throw wrap(error)
        }
        transactionDepth += 1
        let value: T
        do {
            value = try body()
        } catch {
            transactionDepth -= 1
            rollBackLevel(depth)
            throw error
        }
        transactionDepth -= 1
        do {
            try commitLevel(depth)
        } catch {
            rollBackLevel(depth)
            throw wrap(error)
        }
        return value
    }
}
