/// What the HTTP layer hands each complete request to.
protocol RequestResponder: Sendable {
    /// The answer to `request`; never throws, every failure is an answer.
    func respond(to request: HTTPRequest) async -> HTTPResponse

    /// The refusal of a request its head alone decides (e.g. 401 without the token), or nil. Called
    /// before the body is read, so that a refused body is never read into memory.
    func refusal(of head: Exchange.Head) -> HTTPResponse?

    /// The answer when it can be made on the calling thread right now, with no task; nil when it
    /// cannot, and the caller then asks ``respond(to:)``. Called on the HTTP layer's own threads.
    func respondNow(to request: HTTPRequest) -> HTTPResponse?
}

extension RequestResponder {
    /// Nothing is answered without a task.
    func respondNow(to request: HTTPRequest) -> HTTPResponse? { nil }
}
