/// The HTTP methods the API uses.
public enum HTTPMethod: String, Sendable, CaseIterable {
    /// Reads; safe and idempotent.
    case get = "GET"
    /// Creates; neither safe nor idempotent, so never retried.
    case post = "POST"
    /// Replaces; idempotent.
    case put = "PUT"
    /// Removes; idempotent.
    case delete = "DELETE"

    /// Whether sending the request twice has the effect of sending it once: only these are
    /// retried, since a lost response to a POST may hide a write that happened.
    public var isIdempotent: Bool {
        switch self {
        case .get, .put, .delete: true
        case .post: false
        }
    }
}
