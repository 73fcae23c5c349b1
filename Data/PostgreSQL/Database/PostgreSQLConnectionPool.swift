import Data
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

    let prepare: @Sendable (PostgreSQLConnection) throws(PostgreSQLError) -> Void
    private let state = Mutex(State())

    private struct State: ~Copyable {
        var idle: [PostgreSQLPoolWorker] = []
        var opened = 0
        /// Tasks waiting for a connection; each gets nil instead when the pool closes.
        var waiting: [CheckedContinuation<PostgreSQLPoolWorker?, Never>] = []
        var all: [PostgreSQLPoolWorker] = []
        /// How many connections are lent now.
        var lent = 0
        var isClosed = false
        /// `close()` calls waiting for the lent connections to come back.
        var closing: [CheckedContinuation<Void, Never>] = []
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
        // No task can be using a connection now: each one held the pool while it did. After
        // `close()` there is nothing left to end.
        let (workers, isClosed) = state.withLock { ($0.all, $0.isClosed) }
        if !isClosed {
            Task {
                for worker in workers { await worker.closeConnection() }
            }
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
        return try await worker.run(url: url, prepare: prepare, body)
    }

    /// Closes the pool for good: calls waiting for a connection and calls made from now on fail
    /// with ``PostgreSQLError/closed``; the calls running now finish, then every connection is
    /// closed (`PQfinish`, which ends its session on the server) on its own thread, and the
    /// threads end. Returns once all of that is done; closing again does nothing more.
    package func close() async {
        let waiting = state.withLock { state in
            state.isClosed = true
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for continuation in waiting { continuation.resume(returning: nil) }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isIdle = state.withLock { state in
                if state.lent > 0 { state.closing.append(continuation) }
                return state.lent == 0
            }
            if isIdle { continuation.resume() }
        }
        let workers = state.withLock { state in
            defer {
                state.all.removeAll()
                state.idle.removeAll()
                state.opened = 0
            }
            return state.all
        }
        for worker in workers { await worker.closeConnection() }
    }

    /// A free connection's worker: an idle one or a new one when there is room, otherwise the
    /// next one returned, in arrival order. Nil once the pool is closed.
    func acquire() async -> PostgreSQLPoolWorker? {
        await withCheckedContinuation { continuation in
            let taken = state.withLock { state -> Taken in
                let taken = takeWorker(&state)
                if case .allLent = taken { state.waiting.append(continuation) }
                return taken
            }
            switch taken {
            case .lent(let worker): continuation.resume(returning: worker)
            case .closed: continuation.resume(returning: nil)
            case .allLent: break
            }
        }
    }

    /// What a task asking for a connection gets.
    private enum Taken {
        case lent(PostgreSQLPoolWorker)
        case allLent
        case closed
    }

    /// An idle worker, or a new one while the pool is below its bound, counted as lent.
    private func takeWorker(_ state: inout State) -> Taken {
        guard !state.isClosed else { return .closed }
        if let worker = state.idle.popLast() {
            state.lent += 1
            return .lent(worker)
        }
        guard state.opened < maximumConnections else { return .allLent }
        state.opened += 1
        state.lent += 1
        let worker = PostgreSQLPoolWorker(name: "PostgreSQL \(state.opened)")
        state.all.append(worker)
        return .lent(worker)
    }

    /// Hands `worker` to the next waiting task, or puts it back; the last one returned after
    /// `close()` lets the closing go on.
    func release(_ worker: PostgreSQLPoolWorker) {
        let (next, closing) = state.withLock {
            state -> (CheckedContinuation<PostgreSQLPoolWorker?, Never>?, [CheckedContinuation<Void, Never>]) in
            guard state.waiting.isEmpty else { return (state.waiting.removeFirst(), []) }
            state.idle.append(worker)
            state.lent -= 1
            guard state.lent == 0 else { return (nil, []) }
            defer { state.closing.removeAll() }
            return (nil, state.closing)
        }
        next?.resume(returning: worker)
        for continuation in closing { continuation.resume() }
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

    deinit {
        executor.stop()
    }

    /// Runs the actor's jobs on its own thread.
    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Runs `body` with the open connection, connecting (and running `prepare`) when there is
    /// none; afterwards drops a broken connection and rolls back a transaction left open.
    func run<T: Sendable, Failure: PostgreSQLErrorConvertible>(
        url: String, prepare: (PostgreSQLConnection) throws(PostgreSQLError) -> Void,
        _ body: @Sendable (PostgreSQLConnection) throws(Failure) -> T
    ) throws(Failure) -> T {
        let connection: PostgreSQLConnection
        do throws(PostgreSQLError) {
            connection = try self.connection(url: url, prepare: prepare)
        } catch {
            throw Failure(postgreSQLError: error)
        }
        defer { tidy() }
        return try body(connection)
    }

    private func connection(
        url: String, prepare: (PostgreSQLConnection) throws(PostgreSQLError) -> Void
    ) throws(PostgreSQLError) -> PostgreSQLConnection {
        if let current { return current }
        let connection = try PostgreSQLConnection(url: url)
        try prepare(connection)
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
