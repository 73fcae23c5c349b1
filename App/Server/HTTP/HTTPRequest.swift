/// One request as the routes see it: read whole by the HTTP layer before any route runs. Its
/// head alone (no query, no body yet) is what ``RequestResponder/refusal(of:)`` decides on.
struct HTTPRequest: Sendable {
    /// `GET`, `POST`, ...
    var method: String
    /// The path without the query, percent-decoded, e.g. `/v1/todos/3F2A...`.
    let path: String
    /// The query's parameters, percent-decoded; a name given twice never gets this far (the HTTP
    /// layer answers 400, since which of its values is meant is anybody's guess).
    var query: [String: String] = [:]
    /// The `Authorization` header, when sent.
    let authorization: String?
    /// The `Idempotency-Key` header, when sent.
    let idempotencyKey: String?
    /// The `If-Match` header, when sent: the version a conditional write expects.
    let ifMatch: String?
    /// The body's bytes; empty when there was none.
    var body: [UInt8] = []
}
