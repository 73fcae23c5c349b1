/// What a lower layer reported when storage or a service failed: a summary for people and the
/// original typed error (an SQLite result code, an HTTP status with its body...) for code and logs.
public struct FailureEvidence: Sendable, CustomStringConvertible {
    /// What was being done and what went wrong, in one line.
    public let summary: String
    /// The lower layer's own error, kept whole so that no evidence is lost on the way up.
    public let underlying: (any Error & Sendable)?

    /// Records a failure.
    public init(_ summary: String, underlying: (any Error & Sendable)? = nil) {
        self.summary = summary
        self.underlying = underlying
    }

    /// The summary, followed by the underlying error when there is one and it says more than the
    /// summary (a summary that is the error's own text is not repeated as "X: X").
    public var description: String {
        guard let underlying else { return summary }
        let detail = String(describing: underlying)
        return detail == summary ? summary : "\(summary): \(detail)"
    }
}
