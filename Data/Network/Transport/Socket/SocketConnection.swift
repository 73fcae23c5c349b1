import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A connected, non-blocking TCP socket whose every wait is a `poll(2)` bounded by one deadline
/// and woken by cancellation. Blocking: call it from a thread of its own.
struct SocketConnection {
    private let descriptor: Int32
    private let control: CancellableSocket
    private let deadline: ContinuousClock.Instant

    /// Resolves `host` and connects to the first of its addresses that accepts, within `deadline`.
    static func open(
        host: String, port: Int, control: CancellableSocket, deadline: ContinuousClock.Instant
    ) throws(SocketFailure) -> SocketConnection {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamType
        hints.ai_protocol = Int32(IPPROTO_TCP)
        var addresses: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &addresses)
        guard status == 0, let first = addresses else {
            throw .unknownHost(host: host, reason: String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(addresses) }
        var failure = SocketFailure.refused
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let address = next {
            next = address.pointee.ai_next
            do {
                return try attempt(address.pointee, control: control, deadline: deadline)
            } catch .timedOut {
                throw .timedOut
            } catch .cancelled {
                throw .cancelled
            } catch {
                failure = error
            }
        }
        throw failure
    }

    private static func attempt(
        _ address: addrinfo, control: CancellableSocket, deadline: ContinuousClock.Instant
    ) throws(SocketFailure) -> SocketConnection {
        let descriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        guard descriptor >= 0 else { throw .system(call: "socket", errno: errno) }
        try control.adopt(descriptor)
        let connection = SocketConnection(descriptor: descriptor, control: control, deadline: deadline)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL, 0) | O_NONBLOCK)
        var yes: Int32 = 1
        // The head and the body go out in one write, but a small answer should not wait for a
        // delayed ACK either.
        _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        do throws(SocketFailure) {
            if connect(descriptor, address.ai_addr, address.ai_addrlen) != 0 {
                guard errno == EINPROGRESS else { throw connectFailure(errno) }
                try connection.wait(for: Int16(POLLOUT))
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                _ = getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length)
                if error != 0 { throw connectFailure(error) }
            }
        } catch {
            control.close()
            throw error
        }
        return connection
    }

    private static func connectFailure(_ number: Int32) -> SocketFailure {
        number == ECONNREFUSED ? .refused : .system(call: "connect", errno: number)
    }

    /// Writes all of `bytes`.
    func write(_ bytes: Data) throws(SocketFailure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                send(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset, sendFlags)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                try wait(for: Int16(POLLOUT))
            } else {
                throw control.isCancelled ? .cancelled : .system(call: "send", errno: errno)
            }
        }
    }

    /// The next bytes that arrive, at most `maximum`; empty at the end of the stream.
    func read(maximum: Int = 64 * 1024) throws(SocketFailure) -> Data {
        var buffer = Data(count: maximum)
        while true {
            let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, maximum, 0) }
            if received >= 0 {
                if control.isCancelled { throw .cancelled }
                return buffer.prefix(received)
            }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                throw control.isCancelled ? .cancelled : .system(call: "recv", errno: errno)
            }
            try wait(for: Int16(POLLIN))
        }
    }

    /// Sleeps until the socket is ready for `events`, the deadline passes, or the exchange is
    /// cancelled (which shuts the socket down and so wakes the poll).
    private func wait(for events: Int16) throws(SocketFailure) {
        while true {
            if control.isCancelled { throw .cancelled }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { throw .timedOut }
            let (seconds, attoseconds) = remaining.components
            let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
            var poller = pollfd(fd: descriptor, events: events, revents: 0)
            let ready = poll(&poller, 1, Int32(clamping: milliseconds))
            if ready > 0 { return }
            if ready < 0, errno != EINTR { throw .system(call: "poll", errno: errno) }
        }
    }
}

#if canImport(Glibc)
    private let streamType = Int32(SOCK_STREAM.rawValue)
    private let sendFlags = Int32(MSG_NOSIGNAL)
#else
    private let streamType = SOCK_STREAM
    private let sendFlags: Int32 = 0
#endif
