import Foundation
import Synchronization

/// One request and its answer, from the first handler call to the completion callback.
///
/// libmicrohttpd calls the access handler on its own threads, and the answer is made by a Swift
/// task while the connection is suspended; the mutex hands the answer from one to the other.
final class Exchange: Sendable {
    private struct State {
        var body: [UInt8] = []
        /// The bytes counted against the body budget, and whether the head announced them all.
        var reserved = 0
        var reservedUpFront = false
        /// When the body began to be dropped, and how much of it was dropped since.
        var limitPassed: ContinuousClock.Instant?
        var droppedBytes = 0
        var dispatched = false
        /// The answer to send: the responder's, or the refusal of a body dropped as it arrived.
        var response: HTTPResponse?
        var status = 0
        var answeredBeforeBody = false
    }

    /// What the access handler does on a call after the first one (see ``next()``).
    enum Step {
        /// Queue this answer.
        case send(HTTPResponse)
        /// The request is whole: hand it, with this body, to the responder.
        case dispatch([UInt8])
        /// The responder has the request and has not answered yet.
        case wait
    }

    /// What the request said before its body arrived.
    let head: HTTPRequest
    /// When the first byte of the request was seen, for the access log.
    let started = ContinuousClock.now
    /// What every body in flight holds together.
    private let budget: BodyBudget
    private let state = Mutex(State())

    init(head: HTTPRequest, budget: BodyBudget) {
        self.head = head
        self.budget = budget
    }

    /// Counts the body the head announced (`Content-Length`) against the budget, and makes room
    /// for it; false when it does not fit.
    func reserve(announced bytes: Int) -> Bool {
        guard budget.reserve(bytes) else { return false }
        state.withLock { state in
            state.reserved = bytes
            state.reservedUpFront = true
            state.body.reserveCapacity(bytes)
        }
        return true
    }

    /// Gives back what the body counted against the budget: the request is over.
    func releaseBody() {
        budget.release(
            state.withLock { state in
                defer { state.reserved = 0 }
                return state.reserved
            })
    }

    /// Adds a chunk of the body; once the body has passed `limit` bytes (413), or a chunked one no
    /// longer fits in the budget (503), drops it and every chunk after it, and keeps the refusal
    /// to send when it ends. False when what was dropped went past `drain` (its bytes, or its
    /// time since the first drop): the body may never end, and the caller should close the
    /// connection.
    func append(_ chunk: some Collection<UInt8>, limit: Int, drain: LingeringClose.Budget) -> Bool {
        state.withLock { state in
            if state.limitPassed == nil {
                if state.body.count + chunk.count > limit {
                    state.response = Self.tooLarge(limit: limit)
                } else if state.reservedUpFront || budget.reserve(chunk.count) {
                    if !state.reservedUpFront { state.reserved += chunk.count }
                    state.body.append(contentsOf: chunk)
                    return true
                } else {
                    state.response = budget.refusal.response
                }
                state.body = []
                budget.release(state.reserved)
                state.reserved = 0
                state.limitPassed = .now
            }
            state.droppedBytes += chunk.count
            let draining = state.limitPassed.map { .now - $0 } ?? .zero
            return state.droppedBytes <= drain.bytes && draining <= drain.time
        }
    }

    /// What to do once the body has been read, in one look under the lock: send the answer when
    /// there is one (once), or mark the request as handed to the responder and return its body
    /// (once).
    func next() -> Step {
        state.withLock { state in
            if let response = state.response {
                state.response = nil
                return .send(response)
            }
            guard !state.dispatched, state.limitPassed == nil else { return .wait }
            state.dispatched = true
            defer { state.body = [] }
            return .dispatch(state.body)
        }
    }

    /// Stores the responder's answer, for the call after the connection is resumed to send.
    func finish(with response: HTTPResponse) {
        state.withLock { $0.response = response }
    }

    /// Records the status of the answer queued; `beforeBody` when it went out before the body was
    /// read (the early 413): the connection then closes with the client possibly still sending,
    /// and needs a lingering close.
    func sent(_ status: Int, beforeBody: Bool) {
        state.withLock { state in
            state.status = status
            state.answeredBeforeBody = beforeBody
        }
    }

    /// Whether the answer went out before the body was read.
    var answeredBeforeBody: Bool { state.withLock { $0.answeredBeforeBody } }

    /// The status sent, or 0 when none was (the client went away first).
    var status: Int { state.withLock { $0.status } }

    /// The refusal of a body over `limit` bytes.
    static func tooLarge(limit: Int) -> HTTPResponse {
        APIError(
            status: 413, code: "body_too_large",
            message: "the request body is over \(limit) bytes; send less, e.g. in several batches"
        ).response
    }
}
