import Data

/// A few connections to one database, each on a thread of its own, lent to one task at a time.
///
/// Why threads: every libpq call blocks until the server answers. On Swift's cooperative pool
/// (one thread per core) a few such calls would stall every other task of the process; here
/// they stall only their connection's thread while the awaiting task is suspended.
///
/// Connections are opened on first need, up to `maximumConnections`; a task that finds them
/// all lent waits, in arrival order, for the next one returned. A connection found broken after
/// use is closed and replaced by a new one on the next need, so a server restart costs the
/// calls that were running, not the pool. The pool's own bookkeeping is an actor's state: it
/// only ever runs for a moment, so it needs no thread of its own.
///
/// `package`, like the connection: Tools/Bench measures a lookup through it against pgbench.
package actor PostgreSQLConnectionPool {
    /// What every connection connects to.
    let url: String
    /// The most connections open at once.
    let maximumConnections: Int

    /// Every connection's worker, and those not lent now.
    private var all: [PostgreSQLPoolWorker] = []
    private var idle: [PostgreSQLPoolWorker] = []
    /// How many connections are lent now.
    private var lent = 0
    /// Tasks waiting for a connection, in arrival order; each gets nil instead when the pool closes.
    private var waiting: [CheckedContinuation<PostgreSQLPoolWorker?, Never>] = []
    private var isClosed = false
    /// `close()` calls waiting for the lent connections to come back.
    private var closing: [CheckedContinuation<Void, Never>] = []

    /// A pool for `url`. Nothing connects until the first `withConnection`.
    package init(url: String, maximumConnections: Int = 4) {
        self.url = url
        self.maximumConnections = max(1, maximumConnections)
    }

    deinit {
        // No task can be using a connection now: each one held the pool while it did. After
        // `close()` there is nothing left to end.
        guard !isClosed else { return }
        let workers = all
        Task {
            for worker in workers { await worker.closeConnection() }
        }
    }

    /// Runs `body` with a connection of its own, on that connection's thread, and returns its
    /// result. The awaiting task is suspended meanwhile, so the cooperative pool stays free.
    ///
    /// A connection left inside a transaction (by a `body` that did not finish one) is rolled
    /// back before it is lent again.
    package func withConnection<T: Sendable, Failure: PostgreSQLErrorConvertible>(
        _ body: @escaping @Sendable (PostgreSQLConnection) throws(Failure) -> T
    ) async throws(Failure) -> T {
        guard let worker = await acquire() else { throw Failure(postgreSQLError: .closed) }
        defer { release(worker) }
        return try await worker.run(url: url, body)
    }

    /// Closes the pool for good: calls waiting for a connection and calls made from now on fail
    /// with ``PostgreSQLError/closed``; the calls running now finish, then every connection is
    /// closed (`PQfinish`, which ends its session on the server) on its own thread, and the
    /// threads end. Returns once all of that is done; closing again does nothing more.
    package func close() async {
        isClosed = true
        for continuation in waiting { continuation.resume(returning: nil) }
        waiting.removeAll()
        if lent > 0 {
            await withCheckedContinuation { closing.append($0) }
        }
        let workers = all
        (all, idle) = ([], [])
        for worker in workers { await worker.closeConnection() }
    }

    /// A free connection's worker: an idle one, a new one while the pool is below its bound, or
    /// else the next one returned, in arrival order. Nil once the pool is closed.
    private func acquire() async -> PostgreSQLPoolWorker? {
        guard !isClosed else { return nil }
        if let worker = idle.popLast() {
            lent += 1
            return worker
        }
        guard all.count < maximumConnections else {
            return await withCheckedContinuation { waiting.append($0) }
        }
        let worker = PostgreSQLPoolWorker(name: "PostgreSQL \(all.count + 1)")
        all.append(worker)
        lent += 1
        return worker
    }

    /// Hands `worker` to the next waiting task, or puts it back; the last one returned after
    /// `close()` lets the closing go on.
    private func release(_ worker: PostgreSQLPoolWorker) {
        guard waiting.isEmpty else { return waiting.removeFirst().resume(returning: worker) }
        idle.append(worker)
        lent -= 1
        guard lent == 0 else { return }
        for continuation in closing { continuation.resume() }
        closing.removeAll()
    }
}

/// One connection, isolated by an actor whose executor is a thread of its own
/// (``BlockingIOExecutor``): every libpq call blocks until the server answers, and stalls only
/// this thread.
actor PostgreSQLPoolWorker {
    private let executor: BlockingIOExecutor
    /// Nil until the first use, and again after the connection broke or was closed.
    private var current: PostgreSQLConnection?

    init(name: String) {
        executor = BlockingIOExecutor(name: name)
    }

    /// Runs the actor's jobs on its own thread.
    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Runs `body` with the open connection, connecting when there is none; afterwards drops a
    /// broken connection and rolls back a transaction left open.
    func run<T: Sendable, Failure: PostgreSQLErrorConvertible>(
        url: String, _ body: @Sendable (PostgreSQLConnection) throws(Failure) -> T
    ) throws(Failure) -> T {
        let connection: PostgreSQLConnection
        do throws(PostgreSQLError) {
            connection = try self.connection(url: url)
        } catch {
            throw Failure(postgreSQLError: error)
        }
        defer { tidy() }
        return try body(connection)
    }

    private func connection(url: String) throws(PostgreSQLError) -> PostgreSQLConnection {
        if let current { return current }
        let connection = try PostgreSQLConnection(url: url)
        current = connection
        return connection
    }

    private func tidy() {
        guard let connection = current else { return }
        if connection.isBroken {
            current = nil
        } else if connection.isInTransactionBlock {
            connection.transactionDepth = 0
            if (try? connection.execute("ROLLBACK")) == nil { current = nil }
        }
    }

    /// Closes the connection (`PQfinish`, which ends its session on the server) on its thread.
    func closeConnection() {
        current = nil
    }
}
