import CMicroHTTPD
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Closes a connection whose answer went out before its request body was read (the early 413),
/// the way nginx's "lingering close" does: the writing half is shut after the answer, and what the
/// client still sends is read and dropped until it stops, for a bounded time and a bounded number
/// of bytes, before the socket is closed.
///
/// Why: closing a socket with unread bytes in its receive buffer makes the kernel send a reset,
/// and a client still sending its body then fails on its next send, before it ever reads the 413
/// that is waiting in its own buffer. One thread drains every such socket through one `poll`,
/// so a client that never stops sending holds neither a thread nor a socket past ``Budget/time``.
final class LingeringClose: Sendable {
    /// How long and how much a client may still send after the refusal.
    struct Budget: Sendable {
        /// From the hand-over to the close, however busy the client keeps the socket.
        var time: Duration = .seconds(5)
        /// Bytes read and dropped before the close.
        var bytes = 64 << 20
        /// Sockets lingering at once; one more is closed at once (and may be reset, as before).
        var sockets = 64
    }

    private struct Lingering {
        let deadline: ContinuousClock.Instant
        var bytesLeft: Int
    }

    private let budget: Budget
    /// A pipe that wakes the thread when a socket arrives, so that its deadline counts even if
    /// it stays silent: read end, write end.
    private let wake: (read: Int32, write: Int32)
    private let sockets = Mutex<[Int32: Lingering]>([:])

    /// Starts the draining thread; nil when the kernel gives no pipe (callers then close at once).
    init?(budget: Budget = Budget()) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        self.budget = budget
        self.wake = (read: ends[0], write: ends[1])
        let thread = Thread { [self] in run() }
        thread.name = "lingering close"
        thread.start()
    }

    /// Takes `socket` (a descriptor of its own, e.g. a `dup` of the library's, which the library
    /// closes on its side): shuts its writing half, drains it and closes it within the budget.
    func hand(_ socket: Int32) {
        shutdown(socket, Int32(SHUT_WR))
        let admitted = sockets.withLock { sockets in
            guard sockets.count < budget.sockets else { return false }
            sockets[socket] = Lingering(deadline: .now + budget.time, bytesLeft: budget.bytes)
            return true
        }
        guard admitted else {
            close(socket)
            return
        }
        var one: UInt8 = 1
        _ = write(wake.write, &one, 1)
    }

    // MARK: The draining thread

    /// One `poll` over the wake pipe and every lingering socket, rebuilt on each turn: the set is
    /// small (``Budget/sockets``) and changes with every hand-over, and `poll` is the same call
    /// on Linux and macOS. Only this thread closes a lingering socket, so a descriptor in the set
    /// cannot be closed and reused while `poll` watches it.
    private func run() {
        var scratch = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            var watched = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            watched += sockets.withLock { $0.keys.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) } }
            let ready = poll(&watched, nfds_t(watched.count), timeoutMilliseconds())
            if ready > 0 {
                if watched[0].revents != 0 { emptyWakePipe(into: &scratch) }
                for entry in watched.dropFirst() where entry.revents != 0 {
                    if !drain(entry.fd, into: &scratch) { finish(entry.fd) }
                }
            }
            let now = ContinuousClock.now
            let expired = sockets.withLock { sockets in sockets.filter { $0.value.deadline <= now }.map(\.key) }
            for socket in expired { finish(socket) }
        }
    }

    private func emptyWakePipe(into scratch: inout [UInt8]) {
        while scratch.withUnsafeMutableBytes({ read(wake.read, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Reads and drops what `socket` holds; false once it should close: the client finished or
    /// failed, or spent its bytes.
    private func drain(_ socket: Int32, into scratch: inout [UInt8]) -> Bool {
        while true {
            let count = scratch.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR }
            if count == 0 { return false }
            let spent = sockets.withLock { sockets -> Bool in
                guard var lingering = sockets[socket] else { return true }
                lingering.bytesLeft -= count
                sockets[socket] = lingering
                return lingering.bytesLeft <= 0
            }
            if spent { return false }
        }
    }

    private func finish(_ socket: Int32) {
        guard sockets.withLock({ $0.removeValue(forKey: socket) }) != nil else { return }
        close(socket)
    }

    /// Until the earliest deadline, or forever when nothing lingers.
    private func timeoutMilliseconds() -> Int32 {
        guard let earliest = sockets.withLock({ $0.values.map(\.deadline).min() }) else { return -1 }
        let left = ContinuousClock.now.duration(to: earliest) / .milliseconds(1)
        return Int32(min(max(left.rounded(.up), 0), 60_000))
    }
}
