/// What the HTTP layer hands each complete request to.
protocol RequestResponder: Sendable {
    /// The answer to `request`; never throws, every failure is an answer.
    func respond(to request: HTTPRequest) async -> HTTPResponse

    /// The refusal of a request its head alone decides (e.g. 401 without the token), or nil. Called
    /// before the body is read, so that a refused body is never read into memory.
    func refusal(of head: HTTPRequest) -> HTTPResponse?
}
