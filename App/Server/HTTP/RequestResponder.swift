/// What the HTTP layer hands each complete request to.
protocol RequestResponder: Sendable {
    /// The answer to `request`; never throws, every failure is an answer.
    func respond(to request: HTTPRequest) async -> HTTPResponse
}
