import Data

/// A body that did not decode: into what, where in it, why, and what it looked like.
public struct DecodingFailure: Sendable, CustomStringConvertible {
    /// The type that was expected, e.g. `Array<TodoResponse>`.
    public let expectedType: String
    /// The coding path of the bad value, e.g. `[0].priority`; empty when the body is not JSON.
    public let codingPath: String
    /// What the decoder said.
    public let reason: String
    /// The start of the body as text, bounded.
    public let bodySnippet: String
    /// The URL that answered, when known.
    public let url: String

    /// One line with the URL, the type, the path and the reason.
    public var description: String {
        (url.isEmpty ? "" : "the answer from \(url): ")
            + "could not decode \(expectedType) at \(codingPath.isEmpty ? "<root>" : codingPath): \(reason)"
            + " (body starts: \(bodySnippet))"
    }
}
