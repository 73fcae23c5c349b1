import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether an http store is the server itself. A server whose store is its own URL calls itself
/// for every request, and each call waits on another: it grew to a thousand threads and stopped
/// answering. Only what the URL says is compared (no name is looked up): `localhost`, numeric
/// addresses in any spelling the resolver accepts (`127.1`, `[::1]`), and the wildcard addresses.
enum OwnAddress {
    /// Whether `url` reaches a server listening on `host` (numeric) at `port`; never for port 0,
    /// which the kernel chooses.
    static func names(_ url: URL, host: String, port: UInt16) -> Bool {
        guard port != 0, let storeHost = url.host else { return false }
        let storePort = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        guard storePort == Int(port), let listening = address(of: host) else { return false }
        return addresses(of: storeHost).contains { reaches($0, listening) }
    }

    /// What `storeAddress` connects to, compared with what a socket bound to `listening` accepts.
    /// A wildcard listener takes every local address; a connection to a wildcard address goes to
    /// this machine, so it reaches a loopback listener too.
    private static func reaches(_ storeAddress: [UInt8], _ listening: [UInt8]) -> Bool {
        if storeAddress == listening { return true }
        if isWildcard(listening) { return isLoopbackOrWildcard(storeAddress) }
        return isWildcard(storeAddress) && isLoopbackOrWildcard(listening)
    }

    private static func isWildcard(_ address: [UInt8]) -> Bool {
        address.allSatisfy { $0 == 0 }
    }

    private static func isLoopbackOrWildcard(_ address: [UInt8]) -> Bool {
        if address.count == 4 { return address[0] == 127 || address.allSatisfy { $0 == 0 } }
        return address.dropLast().allSatisfy { $0 == 0 } && (address.last ?? 0) <= 1
    }

    /// The addresses a URL's host names: both loopbacks for `localhost`, else the one it spells.
    private static func addresses(of urlHost: String) -> [[UInt8]] {
        var host = urlHost.lowercased()
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host == "localhost" || host.hasSuffix(".localhost") {
            return [[127, 0, 0, 1], Array(repeating: 0, count: 15) + [1]]
        }
        var v4 = in_addr()
        if inet_aton(host, &v4) != 0 { return [withUnsafeBytes(of: v4.s_addr) { Array($0) }] }
        return address(of: host).map { [$0] } ?? []
    }

    /// The bytes of a numeric IPv4 or IPv6 address, as `--host` takes it.
    private static func address(of host: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, host, &v4) == 1 { return withUnsafeBytes(of: v4.s_addr) { Array($0) } }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, host, &v6) == 1 { return withUnsafeBytes(of: v6) { Array($0) } }
        return nil
    }
}
