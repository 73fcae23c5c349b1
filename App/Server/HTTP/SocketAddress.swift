import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An IPv4 or IPv6 address and port to listen on, as the C library wants it.
struct SocketAddress {
    /// `sockaddr_in` or `sockaddr_in6`, by value.
    private enum Storage {
        case v4(sockaddr_in)
        case v6(sockaddr_in6)
    }

    private let storage: Storage

    /// The address of `host` (a numeric IPv4 or IPv6 address) at `port`; nil when `host` is neither.
    init?(host: String, port: UInt16) {
        var v4 = sockaddr_in()
        if inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = port.bigEndian
            storage = .v4(v4)
            return
        }
        var v6 = sockaddr_in6()
        if inet_pton(AF_INET6, host, &v6.sin6_addr) == 1 {
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = port.bigEndian
            storage = .v6(v6)
            return
        }
        return nil
    }

    /// True for IPv6, which the library must be told about.
    var isIPv6: Bool {
        if case .v6 = storage { return true }
        return false
    }

    /// Calls `body` with a `sockaddr` pointer valid for the call.
    func withSockAddr<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
        switch storage {
        case .v4(var address):
            withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
        case .v6(var address):
            withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
        }
    }
}
