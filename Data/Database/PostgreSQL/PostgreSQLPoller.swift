import CPostgreSQL
import Foundation
import Synchronization

// epoll is Linux's. Elsewhere (macOS) there is no poller, and every lookup runs on its
// connection's thread (`PostgreSQLConnectionPool.lookUp`): two thread wakes more a lookup, the
// same answers.
#if os(Linux)
    /// One thread that waits, in `epoll`, for the answers to statements that tasks sent themselves
    /// (see `PostgreSQLConnectionPool+Lookup`), and resumes each task as soon as its answer is whole.
    ///
    /// Why: a lookup by primary key is one loopback round trip. Run on a connection's own thread,
    /// it costs two more thread wakes than the round trip itself (the task wakes the thread, the
    /// thread wakes the task), and a wake costs about as much as the round trip on a virtual
    /// machine. Here the task sends without blocking, this thread sleeps in the kernel until the
    /// server answers, as any client would, and the only extra wake is the task's own. Nothing that
    /// blocks runs on the cooperative pool: the send is non-blocking, and reading the answer waits
    /// here.
    final class PostgreSQLPoller: Sendable {
        /// A `PGconn *` or `PGresult *` crossing between the task and this thread. Either side
        /// touches it only while the other does not: the task from its send until it suspends, this
        /// thread from then until it resumes the task.
        struct Handle: @unchecked Sendable {
            let pointer: OpaquePointer
        }

        private struct Waiter {
            let connection: Handle
            /// The last result read so far; the answer once the server says it is done.
            var last: Handle?
            let continuation: CheckedContinuation<Result<Handle?, PostgreSQLError>, Never>
        }

        private let epoll: Int32
        /// Written once to make the thread end.
        private let stopEvent: Int32
        /// The tasks waiting, by their connection's socket.
        private let waiters = Mutex<[Int32: Waiter]>([:])

        /// Starts the thread; nil when the kernel refuses an epoll instance or an eventfd (the pool
        /// then runs every statement on its connections' threads).
        init?() {
            let epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
            guard epoll >= 0 else { return nil }
            let stopEvent = eventfd(0, Int32(EFD_CLOEXEC))
            var event = epoll_event()
            event.events = EPOLLIN.rawValue
            event.data.fd = stopEvent
            guard stopEvent >= 0, epoll_ctl(epoll, EPOLL_CTL_ADD, stopEvent, &event) == 0 else {
                if stopEvent >= 0 { Foundation.close(stopEvent) }
                Foundation.close(epoll)
                return nil
            }
            self.epoll = epoll
            self.stopEvent = stopEvent
            // The thread holds the poller until `stop()`: a waiter must always find it running.
            let thread = Thread { [self] in runLoop() }
            thread.name = "PostgreSQL poller"
            thread.start()
        }

        /// Lets the thread end (and close its descriptors); called when no task can be waiting.
        func stop() {
            _ = eventfd_write(stopEvent, 1)
        }

        /// Waits, suspended, for the whole answer to the statement just sent on `connection`, whose
        /// output is still to be flushed when `flushing`: its last result, as `PQexec` gives it, or
        /// nil when the connection broke (libpq's message is on the connection).
        func answer(on connection: Handle, flushing: Bool) async -> Result<Handle?, PostgreSQLError> {
            let socket = PQsocket(connection.pointer)
            return await withCheckedContinuation { continuation in
                waiters.withLock { $0[socket] = Waiter(connection: connection, last: nil, continuation: continuation) }
                if !arm(socket, writing: flushing) {
                    let message = "the poller could not watch the connection's socket (errno \(errno))"
                    finish(socket, with: .failure(PostgreSQLError(kind: .protocolViolation, message: message)))
                }
            }
        }

        /// Asks for one event when `socket` can be read (or written, while output is left):
        /// one-shot, so that only the waiter's own turn reads it.
        private func arm(_ socket: Int32, writing: Bool) -> Bool {
            var event = epoll_event()
            event.events = EPOLLIN.rawValue | EPOLLONESHOT.rawValue | (writing ? EPOLLOUT.rawValue : 0)
            event.data.fd = socket
            if epoll_ctl(epoll, EPOLL_CTL_MOD, socket, &event) == 0 { return true }
            // A socket this poller has not seen yet (a new connection, or a number reused).
            return errno == ENOENT && epoll_ctl(epoll, EPOLL_CTL_ADD, socket, &event) == 0
        }

        private func runLoop() {
            var events = [epoll_event](repeating: epoll_event(), count: 16)
            while true {
                let count = epoll_wait(epoll, &events, Int32(events.count), -1)
                if count < 0 && errno == EINTR { continue }
                guard count >= 0 else { break }
                for event in events.prefix(Int(count)) {
                    if event.data.fd == stopEvent {
                        Foundation.close(stopEvent)
                        Foundation.close(epoll)
                        return
                    }
                    read(event.data.fd)
                }
            }
        }

        /// Takes in what the server sent on `socket`: the waiter is resumed once its answer is
        /// whole, the socket armed again while it is not.
        ///
        /// One read per wake-up: everything the kernel held is then in libpq's buffer, and the
        /// results it makes whole are taken from there. Reading again would find the socket empty,
        /// one system call more on the path of every lookup.
        private func read(_ socket: Int32) {
            guard var waiter = waiters.withLock({ $0[socket] }) else { return }
            let connection = waiter.connection.pointer
            let flush = PQflush(connection)
            guard flush >= 0, PQconsumeInput(connection) == 1 else {
                waiter.last.map { PQclear($0.pointer) }
                return finish(socket, with: .success(nil))
            }
            while PQisBusy(connection) == 0 {
                guard let result = PQgetResult(connection) else { return finish(socket, with: .success(waiter.last)) }
                waiter.last.map { PQclear($0.pointer) }
                waiter.last = Handle(pointer: result)
            }
            waiters.withLock { $0[socket]?.last = waiter.last }
            if !arm(socket, writing: flush == 1) {
                waiter.last.map { PQclear($0.pointer) }
                let message = "the poller could not watch the connection's socket again (errno \(errno))"
                finish(socket, with: .failure(PostgreSQLError(kind: .protocolViolation, message: message)))
            }
        }

        private func finish(_ socket: Int32, with answer: Result<Handle?, PostgreSQLError>) {
            let waiter = waiters.withLock { $0.removeValue(forKey: socket) }
            waiter?.continuation.resume(returning: answer)
        }
    }
#endif
