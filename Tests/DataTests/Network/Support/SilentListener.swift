import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A socket on 127.0.0.1 that listens and never accepts: the kernel completes a client's TCP
/// handshake into its backlog, and then nothing is ever said, so a TLS handshake with it waits
/// until the client's connect timeout.
final class SilentListener {
    /// The port it listens on.
    let port: Int
    private let descriptor: Int32

    init() throws {
        descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let descriptor = descriptor
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && listen(descriptor, 8) == 0
                    && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard listening else {
            close(descriptor)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(descriptor)
    }
}

#if canImport(Glibc)
    private let streamType = Int32(SOCK_STREAM.rawValue)
#else
    private let streamType = SOCK_STREAM
#endif
