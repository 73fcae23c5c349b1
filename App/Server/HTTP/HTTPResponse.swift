/// One answer, built by the routes and sent by the HTTP layer.
struct HTTPResponse: Sendable {
    /// What follows the headers.
    enum Body: Sendable {
        /// These bytes, whole.
        case bytes([UInt8])
        /// A promise of `promised` bytes broken part-way: the connection closes after a few
        /// (the test-only "drop" fault).
        case truncated(promised: Int)
    }

    /// The status code.
    var status: Int
    /// Extra headers, in order; `Content-Length` is the HTTP layer's.
    var headers: [(name: String, value: String)] = []
    /// The body.
    var body: Body = .bytes([])

    /// A JSON answer.
    static func json(_ status: Int, _ bytes: [UInt8]) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: .bytes(bytes))
    }

    /// An answer with no body, e.g. 204.
    static func empty(_ status: Int) -> HTTPResponse {
        HTTPResponse(status: status)
    }

    /// The answer with one more header.
    func adding(_ name: String, _ value: String) -> HTTPResponse {
        var copy = self
        copy.headers.append((name, value))
        return copy
    }
}
