import Data

/// An answer with an error status: what was asked, what came back.
public struct HTTPFailure: Sendable, CustomStringConvertible {
    /// The method of the request.
    public let method: HTTPMethod
    /// The full URL that was requested.
    public let url: String
    /// The HTTP status code.
    public let status: Int
    /// The server's error body, when it sent one in the documented shape.
    public let serverError: ErrorResponse?
    /// The start of the body as text, bounded (see ``BodySnippet``), whatever its shape.
    public let bodySnippet: String
    /// How long the server asked us to wait (`Retry-After`), when it did.
    public let retryAfter: Duration?

    /// E.g. `PUT http://…/todos/… answered 409 duplicate_id: a todo with id … exists already`.
    public var description: String {
        let detail = serverError.map { "\($0.error.code): \($0.error.message)" } ?? bodySnippet
        return "\(method.rawValue) \(url) answered \(status)" + (detail.isEmpty ? "" : " \(detail)")
    }
}
