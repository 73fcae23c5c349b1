import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the tests of refusals and silent servers rely on: a held port is refused and nobody
/// else's, and once it listens, connections are made and never answered.
@Suite("A loopback port refuses connections and cannot be taken while it lives, and listens when told")
struct LoopbackPortTests {
    @Test("as made, a connection to it is refused, and a second socket cannot bind it")
    func refusesAndHolds() throws {
        let closed = try LoopbackPort()
        #expect(LoopbackPort.connectionError(to: closed.port) == ECONNREFUSED)
        #expect(Self.bindError(port: closed.port) == EADDRINUSE)
    }

    @Test("once it listens, a connection is made")
    func listens() throws {
        let listener = try LoopbackPort()
        try listener.listen()
        #expect(LoopbackPort.connectionError(to: listener.port) == 0)
    }

    /// The `errno` of binding a new socket to `port` of 127.0.0.1, or 0 when it was bound.
    private static func bindError(port: Int) -> Int32 {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        return bound ? 0 : errno
    }
}

// glibc's SOCK_STREAM is an enum case, Darwin's a plain Int32.
#if canImport(Glibc)
    private let streamType = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    private let streamType = SOCK_STREAM
#endif
