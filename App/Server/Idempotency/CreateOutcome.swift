import Foundation

/// A keyed create's answer, and the records it stored: what ``IdempotencyCache`` keeps for its
/// key, so that a repeat can be answered with the same answer while those records still exist.
struct CreateOutcome: Sendable {
    /// The answer to the first request.
    let response: HTTPResponse
    /// The records it stored or replaced, by collection, in the order sent; none for a refusal.
    var stored: [(collection: String, ids: [UUID])] = []
}
