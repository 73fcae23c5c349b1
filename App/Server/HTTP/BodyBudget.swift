import Synchronization

/// The memory that every request body being read may hold together.
///
/// `--max-body-bytes` bounds one body; without a bound on all of them, 40 clients each sending a
/// 66 MB body took the server to 3.69 GB. A body is counted from the head that announces it
/// (`Content-Length`) or, chunked, as it arrives, until its request is over; one that would pass
/// the budget is refused with 503 and `Retry-After`, as an overloaded server answers.
final class BodyBudget: Sendable {
    /// The bytes all bodies may hold together.
    let limit: Int
    private let held = Mutex(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts `bytes` against the budget; false, counting nothing, when they do not fit.
    func reserve(_ bytes: Int) -> Bool {
        held.withLock { held in
            guard bytes <= limit - held else { return false }
            held += bytes
            return true
        }
    }

    /// Gives back `bytes` reserved before.
    func release(_ bytes: Int) {
        guard bytes > 0 else { return }
        held.withLock { $0 -= bytes }
    }

    /// The refusal of a body that does not fit.
    var refusal: APIError {
        APIError(
            status: 503, code: "busy",
            message: "the server is reading \(limit) bytes of request bodies already; retry in a moment",
            headers: [("Retry-After", "1")])
    }
}
