/// The HTTP methods the API uses.
public enum HTTPMethod: String, Sendable, CaseIterable {
    /// Reads; safe and idempotent.
    case get = "GET"
    /// Creates; not idempotent by itself, so every create carries an `Idempotency-Key`.
    case post = "POST"
    /// Replaces; idempotent.
    case put = "PUT"
    /// Removes; idempotent.
    case delete = "DELETE"

    /// Whether sending the request twice has the effect of sending it once, by the method alone.
    public var isIdempotent: Bool {
        switch self {
        case .get, .put, .delete: true
        case .post: false
        }
    }

    /// Whether a request may be sent again after a transient failure: an idempotent method, or a
    /// POST with an `Idempotency-Key`, which the server answers once and replays for a repeat
    /// (docs/REST.md). A POST without one is never repeated: a lost answer may hide a write.
    public func isRepeatable(withIdempotencyKey key: String?) -> Bool {
        isIdempotent || (self == .post && key?.isEmpty == false)
    }
}
