/// `--token` / `SERVER_TOKEN`: when set, every `/v1` request must carry `Authorization: Bearer TOKEN`.
struct BearerAuthorization: Sendable {
    /// The token, or nil when the server is open.
    let token: String?

    /// Why `token` cannot be the server's token, or nil when it can: an empty one would let every
    /// request in, and one with a space, a control or a non-ASCII character cannot travel in an
    /// `Authorization` header (the demo refuses such tokens too).
    static func problem(with token: String) -> String? {
        if token.isEmpty {
            return "is empty: an empty token would let every request in; give a secret, or no token for an open server"
        }
        guard token.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
            return "contains a space, a control character or a non-ASCII character, "
                + "which cannot travel in an Authorization header"
        }
        return nil
    }

    /// Passes when no token is set or `header` carries it; otherwise 401 `unauthorized`.
    func check(_ header: String?) throws(APIError) {
        guard let token else { return }
        let expected = Array("Bearer \(token)".utf8)
        let given = Array((header ?? "").utf8)
        // Compared in time that depends on the lengths only, so that timing does not reveal a prefix.
        var difference = expected.count ^ given.count
        for index in expected.indices {
            difference |= Int(expected[index] ^ (index < given.count ? given[index] : 0))
        }
        guard difference != 0 else { return }
        throw APIError(
            status: 401, code: "unauthorized",
            message: "a valid bearer token is required: send Authorization: Bearer <token>",
            headers: [("WWW-Authenticate", "Bearer")])
    }
}
