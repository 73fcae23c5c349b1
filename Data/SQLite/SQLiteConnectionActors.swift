import Data
import Domain

// The two actors that own a SQLite store's connections (see ``SQLiteStore``): the one writer,
// on a thread of its own, and the readers, on the cooperative pool.

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

/// One read-only SQLite connection of a file database in WAL mode, isolated by a plain actor.
///
/// Why the cooperative pool is right here, where the writer has a thread of its own
/// (``SQLiteWriter``): in WAL mode a reader takes no lock that a writer holds. It reads the last
/// committed state, from the file and the write-ahead log, whatever the writer or another
/// process is doing, and it never syncs to disk. Its calls are work on pages the OS has cached,
/// as any other task's computation is: a lookup takes microseconds, a 100,000-row fetch some
/// milliseconds. (The rare exception, a reader meeting another process that is rebuilding the
/// log's index after a crash, waits at most the busy timeout.) And a free reader runs a call on
/// the caller's own thread, with no hand-over to another thread and back, which is most of what
/// a lookup by id would otherwise cost.
actor SQLiteReader {
    /// Nil once closed.
    private var session: SQLiteSession?

    /// Takes over `session`, which nothing else may touch from now on.
    init(session: sending SQLiteSession) {
        self.session = session
    }

    /// Runs `body`, a read, with the connection's session.
    func run<T: Sendable>(_ body: @Sendable (SQLiteSession) throws(DataSourceError) -> T) throws(DataSourceError) -> T {
        guard let session else { throw .storage(FailureEvidence("the database was closed")) }
        return try body(session)
    }

    /// Closes the connection; calls arriving later are refused ("closed").
    func closeConnection() {
        session = nil
    }
}
