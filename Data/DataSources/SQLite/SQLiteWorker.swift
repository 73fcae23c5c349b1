import Domain

/// One SQLite connection, isolated by an actor whose executor is a thread of its own (as
/// SwiftData's `@ModelActor` gives its context a private executor): the store's writer, or one
/// of its read-only WAL readers.
///
/// Every call runs here, one at a time; blocking on the busy timeout, on fsync or on a long
/// query stalls only this thread, never Swift's cooperative pool (see ``BlockingIOExecutor``).
actor SQLiteWorker {
    private let executor: BlockingIOExecutor
    /// Nil once closed.
    private var session: SQLiteSession?

    /// Takes over `session`, which nothing else may touch from now on; `name` names the thread.
    init(session: sending SQLiteSession, name: String) {
        self.session = session
        executor = BlockingIOExecutor(name: name)
    }

    deinit {
        executor.stop()
    }

    /// Runs the actor's jobs on its own thread.
    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Runs `body` with the connection's session, on the connection's thread.
    func run<T: Sendable>(_ body: @Sendable (SQLiteSession) throws(DataSourceError) -> T) throws(DataSourceError) -> T {
        guard let session else { throw .storage(FailureEvidence("the database was closed")) }
        return try body(session)
    }

    /// Closes the connection here, on its thread: the last close checkpoints the WAL and fsyncs,
    /// which must not stall the caller's thread. Calls arriving later are refused ("closed").
    func closeConnection() {
        session = nil
    }
}
