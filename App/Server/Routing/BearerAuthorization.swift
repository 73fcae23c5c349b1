/// `--token` / `SERVER_TOKEN`: when set, every `/v1` request must carry `Authorization: Bearer TOKEN`.
struct BearerAuthorization: Sendable {
    /// The token, or nil when the server is open.
    let token: String?

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
