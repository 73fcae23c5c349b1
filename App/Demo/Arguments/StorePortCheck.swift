import Foundation

/// The port of an `http://HOST:PORT` store, checked before the store is opened: a port outside
/// 1-65535 can never be reached, so it is a usage error (64), not a network failure (1).
enum StorePortCheck {
    /// Throws when `store` (the `--store` value or `DEMO_STORE`) names a port no server can have.
    static func check(_ store: String?) throws(UsageError) {
        guard let store, store.hasPrefix("http://") || store.hasPrefix("https://") else { return }
        let rest = store.drop(while: { $0 != "/" }).dropFirst(2)
        let authority = rest.prefix(while: { $0 != "/" })
        // After the last colon, unless that colon is inside an IPv6 literal's brackets.
        guard let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") else { return }
        let port = authority[authority.index(after: colon)...]
        guard let number = Int(port), (1...65_535).contains(number) else {
            throw UsageError(
                message: "invalid store \"\(store)\": port \(port.isEmpty ? "(none)" : String(port)) is not "
                    + "between 1 and 65535; use http://HOST:PORT, e.g. http://127.0.0.1:8080")
        }
    }
}
