import Foundation

/// Hides the secrets a store URL can carry before the URL reaches a message or a log: the
/// password in `user:password@` and the value of any query parameter whose name holds
/// "password" (libpq's `password` and `sslpassword`), each shown as `***`.
enum CredentialMask {
    /// `text` with its password and password parameters replaced by `***`; text that is not a
    /// URL is returned as it is.
    static func masked(_ text: String) -> String {
        guard let schemeEnd = text.range(of: "://") else { return text }
        let rest = text[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        var authority = String(rest[..<authorityEnd])
        if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
            authority = authority[...colon] + "***" + authority[at...]
        }
        var tail = String(rest[authorityEnd...])
        if let question = tail.firstIndex(of: "?") {
            let fragmentStart = tail[question...].firstIndex(of: "#") ?? tail.endIndex
            let query = tail[tail.index(after: question)..<fragmentStart]
            let hidden = query.split(separator: "&", omittingEmptySubsequences: false).map { parameter in
                guard let equals = parameter.firstIndex(of: "="),
                    parameter[..<equals].lowercased().contains("password")
                else { return String(parameter) }
                return parameter[...equals] + "***"
            }
            tail = tail[...question] + hidden.joined(separator: "&") + tail[fragmentStart...]
        }
        return text[..<schemeEnd.upperBound] + authority + tail
    }
}
