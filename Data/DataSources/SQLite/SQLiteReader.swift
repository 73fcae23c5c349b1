import Domain
import Synchronization

/// One read-only connection of a file database, guarded by a lock, with a thread of its own that
/// every read runs on: queries and counts, which may walk the whole table, and lookups by id,
/// which may read pages from disk, never occupy a cooperative thread.
final class SQLiteReader: Sendable {
    /// Nil once closed.
    private let session: Mutex<SQLiteSession?>
    private let thread: DatabaseThread
    /// Lookups handed to this reader and not yet answered: lets the store send the next lookup
    /// to an idle reader, the same one each time when calls come one after another.
    private let lookupsInFlight = Atomic<Int>(0)
    /// True while ``readIfFree(_:)`` has the connection on a caller's thread.
    private let lentToCaller = Atomic<Bool>(false)

    init(session: sending SQLiteSession, name: String) {
        self.session = Mutex(session)
        self.thread = DatabaseThread(name: name)
    }

    /// Runs `body` on this reader's thread.
    func read<T: Sendable>(
        _ body: @escaping @Sendable (SQLiteSession) throws(DataSourceError) -> T
    ) async throws(DataSourceError) -> T {
        try await thread.perform { () throws(DataSourceError) in try self.withSession(body) }
    }

    private func withSession<T: Sendable>(
        _ body: @Sendable (SQLiteSession) throws(DataSourceError) -> T
    ) throws(DataSourceError) -> T {
        try session.withLock { session throws(DataSourceError) in
            guard let session else { throw .storage(FailureEvidence("the database was closed")) }
            return try body(session)
        }
    }

    /// Runs a short read, a lookup by key, on this reader's thread; its caller polls for the
    /// answer for a moment before it suspends (``DatabaseThread/performPolling(_:)``).
    func lookUp<T: Sendable>(
        _ body: @escaping @Sendable (SQLiteSession) throws(DataSourceError) -> T
    ) async throws(DataSourceError) -> T {
        lookupsInFlight.add(1, ordering: .relaxed)
        return try await thread.performPolling { () throws(DataSourceError) in
            defer { self.lookupsInFlight.subtract(1, ordering: .relaxed) }
            return try self.withSession(body)
        }
    }

    /// How many lookups wait for this reader or run on it now.
    var pendingLookups: Int { lookupsInFlight.load(ordering: .relaxed) }

    /// Runs `body` on the calling thread when the connection is free at once; nil when another
    /// read holds it or it is closed, and the caller should ``read(_:)`` instead.
    func readIfFree<T: Sendable>(
        _ body: @Sendable (SQLiteSession) throws(DataSourceError) -> T
    ) throws(DataSourceError) -> T? {
        // Two event-loop threads racing for the same reader: the loser learns it from this flag,
        // in user space. `withLockIfAvailable` alone asks the kernel (a futex call) whenever the
        // lock is held, which was more than half of all GETs under wrk.
        guard lentToCaller.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
            return nil
        }
        defer { lentToCaller.store(false, ordering: .releasing) }
        // The answer and the failure are kept in plain variables, not in a `Result??`: this code
        // is not specialised for its `T`, and each generic type it names (`Result<T, …>` and two
        // optionals of it) was a metadata lookup on every lookup by id.
        var answer: T?
        var failure: DataSourceError?
        _ = session.withLockIfAvailable { session -> Bool in
            guard let session else { return false }
            do throws(DataSourceError) {
                answer = try body(session)
            } catch {
                failure = error
            }
            return true
        }
        if let failure { throw failure }
        return answer
    }

    /// Closes the connection on the reader's own thread and waits until it is closed. The thread
    /// lives on, so that a read arriving later is refused ("closed") rather than lost.
    func closeConnection() async {
        await thread.perform { self.session.withLock { $0 = nil } }
    }

    /// Lets the thread end once what is queued has run; for a store that is being released.
    func stopThread() {
        thread.stop()
    }
}
