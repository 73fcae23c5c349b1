import CMicroHTTPD
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Closes a connection whose answer went out before its request body was read (the early 413),
/// the way nginx's "lingering close" does: the writing half is shut after the answer, and what the
/// client still sends is read and dropped until it stops, for a bounded time and a bounded number
/// of bytes, before the socket is closed.
///
/// Why: closing a socket with unread bytes in its receive buffer makes the kernel send a reset,
/// and a client still sending its body then fails on its next send, before it ever reads the 413
/// that is waiting in its own buffer. One thread drains every such socket through one epoll set,
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
    private let epoll: Int32
    /// Wakes the thread when a socket arrives, so that its deadline counts even if it stays silent.
    private let wake: Int32
    private let sockets = Mutex<[Int32: Lingering]>([:])

    /// Starts the draining thread; nil when the kernel gives no epoll set (callers then close at once).
    init?(budget: Budget = Budget()) {
        let epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        let wake = eventfd(0, Int32(EFD_CLOEXEC) | Int32(EFD_NONBLOCK))
        guard epoll >= 0, wake >= 0 else {
            if epoll >= 0 { close(epoll) }
            if wake >= 0 { close(wake) }
            return nil
        }
        self.budget = budget
        self.epoll = epoll
        self.wake = wake
        var event = epoll_event(events: EPOLLIN.rawValue, data: epoll_data_t(fd: wake))
        epoll_ctl(epoll, EPOLL_CTL_ADD, wake, &event)
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
        var event = epoll_event(events: EPOLLIN.rawValue | EPOLLRDHUP.rawValue, data: epoll_data_t(fd: socket))
        guard admitted, epoll_ctl(epoll, EPOLL_CTL_ADD, socket, &event) == 0 else {
            if admitted { _ = sockets.withLock { $0.removeValue(forKey: socket) } }
            close(socket)
            return
        }
        var one: UInt64 = 1
        _ = write(wake, &one, MemoryLayout<UInt64>.size)
    }

    // MARK: The draining thread

    private func run() {
        var events = [epoll_event](repeating: epoll_event(), count: 16)
        var scratch = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let ready = epoll_wait(epoll, &events, Int32(events.count), timeoutMilliseconds())
            for event in events.prefix(Int(max(ready, 0))) {
                let socket = event.data.fd
                if socket == wake {
                    var count: UInt64 = 0
                    _ = read(wake, &count, MemoryLayout<UInt64>.size)
                } else if !drain(socket, into: &scratch) {
                    finish(socket)
                }
            }
            let now = ContinuousClock.now
            let expired = sockets.withLock { sockets in sockets.filter { $0.value.deadline <= now }.map(\.key) }
            for socket in expired { finish(socket) }
        }
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
        epoll_ctl(epoll, EPOLL_CTL_DEL, socket, nil)
        close(socket)
    }

    /// Until the earliest deadline, or forever when nothing lingers.
    private func timeoutMilliseconds() -> Int32 {
        guard let earliest = sockets.withLock({ $0.values.map(\.deadline).min() }) else { return -1 }
        let left = ContinuousClock.now.duration(to: earliest)
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        return Int32(min(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1, 60_000))
    }
}
