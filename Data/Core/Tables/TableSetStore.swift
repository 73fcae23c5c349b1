/// A store that holds a ``TableSet`` in this process and answers from it: the in-memory store,
/// and the file store (which also journals each change before applying it). ``LocalTable`` is
/// the data source of both.
package protocol TableSetStore: Actor {
    /// The store's change broadcaster.
    nonisolated var changes: ChangeBroadcaster { get }

    /// Answers `body` from tables that hold every committed write.
    func read<T: Sendable>(_ body: (TableSet) throws(DataSourceError) -> T) throws(DataSourceError) -> T

    /// Commits the change `plan` makes from up-to-date tables, then publishes what it changed.
    func write<T: Sendable>(
        _ plan: (TableSet) throws(DataSourceError) -> (TableChange, T)
    ) throws(DataSourceError) -> T
}
