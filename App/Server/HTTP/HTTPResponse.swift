/// One answer, built by the routes and sent by the HTTP layer.
struct HTTPResponse: Sendable {
    /// The status code.
    var status: Int
    /// Extra headers, in order; `Content-Length` is the HTTP layer's.
    var headers: [(name: String, value: String)] = []
    /// The body, whole.
    var body: [UInt8] = []

    /// A JSON answer.
    static func json(_ status: Int, _ bytes: [UInt8]) -> HTTPResponse {
        HTTPResponse(status: status, headers: [contentType], body: bytes)
    }

    private static let contentType = (name: "Content-Type", value: "application/json; charset=utf-8")

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
