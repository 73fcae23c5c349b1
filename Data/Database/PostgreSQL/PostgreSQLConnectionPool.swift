import Synchronization

/// A few connections to one database, each on a thread of its own, lent to one task at a time.
///
/// Why threads: every libpq call blocks until the server answers. On Swift's cooperative pool
/// (one thread per core) a few such calls would stall every other task of the process; here
/// they stall only their connection's thread while the awaiting task is suspended.
///
/// Connections are opened on first need, up to `maximumConnections`; a task that finds them
/// all lent waits, in arrival order, for the next one returned. A connection found broken after
/// use is closed and replaced by a new one on the next need, so a server restart costs the
/// calls that were running, not the pool.
///
/// `package`, like the connection: Tools/Bench measures a lookup through it against pgbench.
package final class PostgreSQLConnectionPool: Sendable {
    /// What every connection connects to.
    let url: String
    /// The most connections open at once.
    let maximumConnections: Int

    private let prepare: @Sendable (PostgreSQLConnection) throws(PostgreSQLError) -> Void
    private let state = Mutex(State())

    private struct State: ~Copyable {
        var idle: [PostgreSQLPoolWorker] = []
        var opened = 0
        var waiting: [CheckedContinuation<PostgreSQLPoolWorker, Never>] = []
        var all: [PostgreSQLPoolWorker] = []
    }

    /// A pool for `url`; `prepare` runs once on each new connection before its first use (a
    /// `SET search_path`, say). Nothing connects until the first `withConnection`.
    package init(
        url: String, maximumConnections: Int = 4,
        prepare: @escaping @Sendable (PostgreSQLConnection) throws(PostgreSQLError) -> Void = { _ in }
    ) {
        self.url = url
        self.maximumConnections = max(1, maximumConnections)
        self.prepare = prepare
    }

    deinit {
        // No task can be using a connection now: each one held the pool while it did.
        for worker in state.withLock({ $0.all }) { worker.close() }
    }

    /// Runs `body` with a connection of its own, on that connection's thread, and returns its
    /// result. The awaiting task is suspended meanwhile, so the cooperative pool stays free.
    ///
    /// A connection left inside a transaction (by a `body` that did not finish one) is rolled
    /// back before it is lent again.
    package func withConnection<T: Sendable, Failure: PostgreSQLErrorConvertible>(
        _ body: @escaping @Sendable (PostgreSQLConnection) throws(Failure) -> T
    ) async throws(Failure) -> T {
        let worker = await acquire()
        defer { release(worker) }
        let url = url
        let prepare = prepare
        return try await worker.thread.perform { () throws(Failure) -> T in
            let connection: PostgreSQLConnection
            do throws(PostgreSQLError) {
                connection = try worker.connection(url: url, prepare: prepare)
            } catch {
                throw Failure(postgreSQLError: error)
            }
            defer { worker.tidy() }
            return try body(connection)
        }
    }

    /// How many connections are open now, lent or idle: lets tests prove the pool's bound.
    var openConnections: Int {
        state.withLock { $0.opened }
    }

    /// A free connection's worker: at once, without suspending, when one is idle or may be
    /// opened (a suspension is a hop through the executor, a good part of a lookup's cost);
    /// otherwise the task waits for the next one returned.
    private func acquire() async -> PostgreSQLPoolWorker {
        if let worker = state.withLock({ takeWorker(&$0) }) { return worker }
        return await withCheckedContinuation { continuation in
            let worker = state.withLock { state -> PostgreSQLPoolWorker? in
                if let worker = takeWorker(&state) { return worker }
                state.waiting.append(continuation)
                return nil
            }
            if let worker { continuation.resume(returning: worker) }
        }
    }

    /// An idle worker, or a new one while the pool is below its bound; nil when all are lent.
    private func takeWorker(_ state: inout State) -> PostgreSQLPoolWorker? {
        if let worker = state.idle.popLast() { return worker }
        guard state.opened < maximumConnections else { return nil }
        state.opened += 1
        let worker = PostgreSQLPoolWorker(name: "PostgreSQL \(state.opened)")
        state.all.append(worker)
        return worker
    }

    private func release(_ worker: PostgreSQLPoolWorker) {
        let next = state.withLock { state -> CheckedContinuation<PostgreSQLPoolWorker, Never>? in
            guard !state.waiting.isEmpty else {
                state.idle.append(worker)
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume(returning: worker)
    }
}

/// One thread and the connection that lives on it. The connection is touched only from that
/// thread, which is what makes sharing the worker between tasks safe.
final class PostgreSQLPoolWorker: @unchecked Sendable {
    // @unchecked: `current` is read and written only on `thread`, one job at a time.
    let thread: DatabaseThread
    private var current: PostgreSQLConnection?

    init(name: String) {
        thread = DatabaseThread(name: name)
    }

    /// The open connection, connecting (and running `prepare`) when there is none. On `thread` only.
    func connection(
        url: String, prepare: (PostgreSQLConnection) throws(PostgreSQLError) -> Void
    ) throws(PostgreSQLError) -> PostgreSQLConnection {
        if let current { return current }
        let connection = try PostgreSQLConnection(url: url)
        try prepare(connection)
        current = connection
        return connection
    }

    /// After a use: drops a broken connection, and rolls back a transaction left open. On `thread` only.
    func tidy() {
        guard let connection = current else { return }
        if connection.isBroken {
            current = nil
        } else if connection.isInTransactionBlock {
            connection.transactionDepth = 0
            if (try? connection.execute("ROLLBACK")) == nil { current = nil }
        }
    }

    /// Closes the connection on its thread, then lets the thread end.
    func close() {
        thread.submit { [self] in current = nil }
        thread.stop()
    }
}
