import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A port of 127.0.0.1 that refuses every connection for as long as this value lives: a socket
/// bound to it that never listens.
///
/// Holding the port is the point. A port found free and then released, or the port of a server
/// just killed, can be taken by another test's server a moment later (tests run in parallel, and
/// the kernel hands out the same ephemeral ports); the connection then reaches that server,
/// succeeds, and the test of a refusal fails for no fault of the code under test.
public final class ClosedPort: Sendable {
    /// The refusing port.
    public let port: Int
    private let descriptor: Int32

    /// Binds a socket to a port the kernel picks, and keeps it.
    public init() throws {
        descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
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
}

// glibc's SOCK_STREAM is an enum case, Darwin's a plain Int32.
#if canImport(Glibc)
    private let streamType = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    private let streamType = SOCK_STREAM
#endif
