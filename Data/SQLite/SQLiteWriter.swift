import Data
import Domain

/// The store's one read-write SQLite connection, isolated by an actor whose executor is a
/// thread of its own (as SwiftData's `@ModelActor` gives its context a private executor).
///
/// Every write runs here, one transaction at a time. A write can block: on the busy timeout
/// while another process holds the write lock, on `fsync` at a checkpoint, on a 100,000-row
/// batch. On a thread of its own that stalls only the writer, never Swift's cooperative pool
/// (see ``BlockingIOExecutor``). Reads go to ``SQLiteReader``s, which never block that way.
actor SQLiteWriter {
    private let executor: BlockingIOExecutor
    /// Nil once closed.
    private var session: SQLiteSession?

    /// Takes over `session`, which nothing else may touch from now on.
    init(session: sending SQLiteSession) {
        self.session = session
        executor = BlockingIOExecutor(name: "SQLite writer")
    }

    deinit {
        executor.stop()
    }

    /// Runs the actor's jobs on its own thread.
    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Runs `body` with the connection's session, on the writer's thread.
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
