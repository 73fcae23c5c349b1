import Foundation

/// Checks an http store's URL and token before anything is sent, so that a typo is a usage
/// error naming what is wrong, not a connection failure later.
enum ServerURL {
    /// `text` as a server URL: http or https, a host, a port from 1 to 65535 when one is given,
    /// no credentials, query or fragment.
    static func parse(_ text: String) throws(StoreLocationError) -> URL {
        func refuse(_ reason: String) -> StoreLocationError { StoreLocationError(input: text, reason: reason) }
        guard let schemeEnd = text.range(of: "://") else { throw refuse("it is not a URL") }
        let rest = text[schemeEnd.upperBound...]
        let authority = rest.prefix { !"/?#".contains($0) }
        if let at = authority.lastIndex(of: "@") {
            // Repeated without them: a password must not reach a terminal or a log.
            let hidden = text[..<schemeEnd.upperBound] + "…" + text[at...]
            throw StoreLocationError(
                input: String(hidden),
                reason: "credentials do not belong in the URL; pass a token with --token or DEMO_TOKEN")
        }
        guard !rest.contains("?"), !rest.contains("#") else { throw refuse("a server URL takes no query or fragment") }
        let (host, port) = try split(authority, refuse: refuse)
        guard !host.isEmpty else { throw refuse("it names no host") }
        if let port {
            guard !port.isEmpty, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber) else {
                throw refuse("the port \"\(port)\" is not a number")
            }
            guard let number = Int(port), (1...65535).contains(number) else {
                throw refuse("the port \(port) is not between 1 and 65535")
            }
        }
        guard let url = URL(string: text), url.host != nil else { throw refuse("it is not a valid URL") }
        return url
    }

    /// `token`, when it can travel in an `Authorization` header: not empty, no spaces or control
    /// characters. The error never repeats the token.
    static func checkedToken(_ token: String) throws(StoreLocationError) -> String {
        guard !token.isEmpty else { throw StoreLocationError.token("it is empty") }
        guard token.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
            throw StoreLocationError.token("it contains a space, a control character or a non-ASCII character")
        }
        return token
    }

    /// `text` (from `DEMO_TIMEOUT`) as a timeout: seconds, more than 0 and at most an hour.
    static func checkedTimeout(_ text: String) throws(StoreLocationError) -> Duration {
        guard let seconds = Double(text), seconds >= 0.001, seconds <= 3600 else {
            throw StoreLocationError(
                input: "\(StoreLocation.timeoutVariable)=\(text)",
                reason: "the timeout must be seconds from 0.001 to 3600")
        }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// The host and the text after its port colon, if any: `[::1]:8080` is `::1` and `8080`.
    private static func split(
        _ authority: Substring, refuse: (String) -> StoreLocationError
    ) throws(StoreLocationError) -> (host: Substring, port: Substring?) {
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw refuse("the IPv6 address has no closing ]") }
            let host = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { throw refuse("unexpected text after the IPv6 address") }
            return (host, after.isEmpty ? nil : after.dropFirst())
        }
        guard let colon = authority.lastIndex(of: ":") else { return (authority, nil) }
        return (authority[..<colon], authority[authority.index(after: colon)...])
    }
}
