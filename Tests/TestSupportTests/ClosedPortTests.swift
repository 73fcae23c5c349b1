import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A closed port is what the tests of a refused connection rely on: refused, and nobody else's.
@Suite("A closed port refuses connections and cannot be taken while it lives")
struct ClosedPortTests {
    @Test("a connection to it is refused, and binding it again fails with 'address in use'")
    func refusesAndHolds() throws {
        let closed = try ClosedPort()
        #expect(connectResult(port: closed.port) == ECONNREFUSED)
        #expect(bindResult(port: closed.port) == EADDRINUSE)
    }

    /// The errno of a TCP connection to `port` of 127.0.0.1, or 0 when it connected.
    private func connectResult(port: Int) -> Int32 {
        withSocket(port: port) { descriptor, address, length in connect(descriptor, address, length) }
    }

    /// The errno of binding a new socket to `port` of 127.0.0.1, or 0 when it was bound.
    private func bindResult(port: Int) -> Int32 {
        withSocket(port: port) { descriptor, address, length in bind(descriptor, address, length) }
    }

    private func withSocket(
        port: Int, _ call: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32
    ) -> Int32 {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                call(descriptor, generic, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return result == 0 ? 0 : errno
    }
}

// glibc's SOCK_STREAM is an enum case, Darwin's a plain Int32.
#if canImport(Glibc)
    private let streamType = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    private let streamType = SOCK_STREAM
#endif
