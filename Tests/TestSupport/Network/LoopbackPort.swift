import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket bound to a port of 127.0.0.1 that the kernel picks, held for as long as this
/// value lives: the one way the test fixtures get a port.
///
/// As made, it does not listen, so it is a closed port: a connection to it is refused, and no
/// other socket can take the port meanwhile. Holding the port is the point. A port found free and
/// then released, or the port of a server just killed, can be taken by another test's server a
/// moment later (tests run in parallel, and the kernel hands out the same ephemeral ports); a
/// test of a refusal then reaches that server and fails for no fault of the code under test.
///
/// After ``listen(backlog:)`` it is a silent server: the kernel completes a client's TCP handshake
/// into its backlog, and nothing is ever said, so a TLS handshake waits until the client's own
/// connect timeout.
public final class LoopbackPort: Sendable {
    /// The port it holds.
    public let port: Int
    private let descriptor: Int32

    /// Binds a new socket to a port the kernel picks, and keeps it.
    public init() throws {
        descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let descriptor = descriptor
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else {
            let code = POSIXErrorCode(rawValue: errno) ?? .EADDRNOTAVAIL
            close(descriptor)
            throw POSIXError(code)
        }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(descriptor)
    }

    /// Starts listening, with room for `backlog` handshakes that are never accepted.
    public func listen(backlog: Int32 = 8) throws {
        guard startListening(descriptor, backlog) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EADDRINUSE)
        }
    }

    /// The `errno` of one TCP connection to `port` of 127.0.0.1, or 0 when it was made (and
    /// closed again at once).
    public static func connectionError(to port: Int) -> Int32 {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        var address = loopback(port: port)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                connect(descriptor, generic, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        return connected ? 0 : errno
    }
}

/// `listen(2)`, which the method of the same name hides inside the class.
private func startListening(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
    listen(descriptor, backlog)
}

/// The address of `port` on 127.0.0.1.
private func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    return address
}

// glibc's SOCK_STREAM is an enum case, Darwin's a plain Int32.
#if canImport(Glibc)
    private let streamType = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    private let streamType = SOCK_STREAM
#endif
