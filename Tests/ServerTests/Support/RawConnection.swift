import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP connection to 127.0.0.1 written byte by byte, for requests no well-behaved client sends:
/// huge headers, a request dribbled slowly, a connection half-closed after the request.
final class RawConnection {
    private let socket: Int32

    /// Connects to `port` on 127.0.0.1.
    init(port: UInt16) throws {
        // The descriptor is stored only once connected: a class whose stored properties are all
        // set runs `deinit` when its init throws, which would close a failed socket a second
        // time, and by then its number may be another thread's descriptor.
        let descriptor = systemSocket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw RawConnectionError(what: "socket", code: errno) }
        raiseNoBrokenPipeSignal(descriptor)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw RawConnectionError(what: "connect", code: code)
        }
        socket = descriptor
    }

    deinit {
        close(socket)
    }

    /// Writes all of `text`; false when the server closed the connection first.
    @discardableResult
    func send(_ text: String) -> Bool {
        send(Array(text.utf8))
    }

    /// Writes all of `bytes`; false when the server closed the connection first.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                systemSend(socket, $0.baseAddress, $0.count, sendFlags)
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Writes all of `bytes`, each send waiting at most `patience` for room in the socket's
    /// buffer; false when a send failed (the server reset the connection) or waited longer.
    func send(_ bytes: [UInt8], patience: Duration) -> Bool {
        var limit = timeval(tv_sec: Int(patience.components.seconds), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        return send(bytes)
    }

    /// Closes the writing half: the server sees the end of the request stream.
    func shutdownWrite() {
        shutdown(socket, Int32(SHUT_WR))
    }

    /// Everything the server sends until it closes the connection or is silent for `quiet`.
    func receive(quiet: Duration = .seconds(5)) -> (text: String, closed: Bool) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let milliseconds = Int32(quiet.components.seconds * 1000 + quiet.components.attoseconds / 1_000_000_000_000_000)
        while true {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, milliseconds) > 0 else {
                return (String(decoding: received, as: UTF8.self), false)
            }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return (String(decoding: received, as: UTF8.self), true) }
            received.append(contentsOf: buffer[..<count])
        }
    }

    /// The status code of the first answer that arrives, or nil when none arrives in `quiet`.
    func status(quiet: Duration = .seconds(5)) -> Int? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let milliseconds = Int32(quiet.components.seconds * 1000)
        while !received.contains(UInt8(ascii: "\n")) {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, milliseconds) > 0 else { return nil }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[..<count])
        }
        let line = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}

/// A socket call failed; `code` is errno.
struct RawConnectionError: Error {
    let what: String
    let code: Int32
}

// socket(2) and send(2) by names of their own (the class's `socket` and `send` hide them), and
// how each C library keeps a send to a closed connection from raising SIGPIPE.
#if canImport(Glibc)
    private let systemSocket = Glibc.socket
    private let systemSend = Glibc.send
    private let streamType = Int32(SOCK_STREAM.rawValue)
    /// Each send says so itself (MSG_NOSIGNAL).
    private let sendFlags = Int32(MSG_NOSIGNAL)
    /// Nothing to set on the socket: ``sendFlags`` does it on each send.
    private func raiseNoBrokenPipeSignal(_ descriptor: Int32) {}
#elseif canImport(Darwin)
    private let systemSocket = Darwin.socket
    private let systemSend = Darwin.send
    private let streamType = SOCK_STREAM
    /// Darwin has no MSG_NOSIGNAL: the socket is told once, when it is made (SO_NOSIGPIPE).
    private let sendFlags: Int32 = 0
    private func raiseNoBrokenPipeSignal(_ descriptor: Int32) {
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    }
#endif
