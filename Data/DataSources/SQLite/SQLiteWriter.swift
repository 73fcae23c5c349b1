import Domain

/// The one connection that writes, isolated by an actor whose executor is a thread of its own
/// (as SwiftData's `@ModelActor` gives its context a private executor).
///
/// Every write runs here, one at a time, in a transaction; blocking on the busy timeout or on
/// fsync stalls only this thread, never Swift's cooperative pool. For an in-memory database,
/// which only one connection can see, reads run here too.
actor SQLiteWriter {
    private let thread: DatabaseThread
    /// Nil once closed.
    private var session: SQLiteSession?

    /// Takes over `session`, which nothing else may touch from now on.
    init(session: sending SQLiteSession, thread: DatabaseThread) {
        self.session = session
        self.thread = thread
    }

    /// Runs the actor's jobs on its own thread.
    nonisolated var unownedExecutor: UnownedSerialExecutor {
        thread.asUnownedSerialExecutor()
    }

    /// Runs `body` with the writer's session, on the writer's thread.
    func run<T: Sendable>(_ body: @Sendable (SQLiteSession) throws(DataSourceError) -> T) throws(DataSourceError) -> T {
        guard let session else { throw .storage(FailureEvidence("the database was closed")) }
        return try body(session)
    }

    /// Closes the connection here, on the writer's thread: closing may checkpoint the WAL and
    /// fsync, which must not stall the caller's thread. The thread lives on, so that a write
    /// arriving later is refused ("closed") instead of waiting forever.
    func closeConnection() {
        session = nil
    }

    /// Closes the connection, then lets the thread end; for a store that is being released, so
    /// that nothing can arrive afterwards.
    func close() {
        session = nil
        thread.stop()
    }
}
