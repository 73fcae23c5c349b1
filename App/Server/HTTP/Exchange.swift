import Foundation
import Synchronization

/// One request and its answer, from the first handler call to the completion callback.
///
/// libmicrohttpd calls the access handler on its own threads, and the answer is made by a Swift
/// task while the connection is suspended; the mutex hands the answer from one to the other.
final class Exchange: Sendable {
    /// What the request said before its body arrived.
    struct Head: Sendable {
        let method: String
        let path: String
        let authorization: String?
        let idempotencyKey: String?
        let ifMatch: String?
    }

    private struct State {
        var body: [UInt8] = []
        var bodyTooLarge = false
        var dispatched = false
        var response: HTTPResponse?
        var suspended = false
        var status = 0
    }

    let head: Head
    /// When the first byte of the request was seen, for the access log.
    let started: ContinuousClock.Instant
    private let state = Mutex(State())

    init(head: Head) {
        self.head = head
        self.started = .now
    }

    /// Adds a chunk of the body; false once the body passed `limit` bytes (the rest is dropped).
    func append(_ chunk: UnsafeRawBufferPointer, limit: Int) {
        state.withLock { state in
            guard !state.bodyTooLarge else { return }
            guard state.body.count + chunk.count <= limit else {
                state.bodyTooLarge = true
                state.body = []
                return
            }
            state.body.append(contentsOf: chunk)
        }
    }

    /// True when the body passed the limit.
    var bodyTooLarge: Bool { state.withLock { $0.bodyTooLarge } }

    /// Marks the request as handed to a task and returns its body; nil when it already was.
    func dispatch() -> [UInt8]? {
        state.withLock { state in
            guard !state.dispatched else { return nil }
            state.dispatched = true
            let body = state.body
            state.body = []
            return body
        }
    }

    /// Stores the task's answer; true when the connection was suspended meanwhile and must now
    /// be resumed, so that the library calls the handler again to send it.
    func finish(with response: HTTPResponse) -> Bool {
        state.withLock { state in
            state.response = response
            return state.suspended
        }
    }

    /// The answer when the task already made it; otherwise runs `suspend` (under the lock, so
    /// that ``finish(with:)`` cannot resume before the suspend) and returns nil.
    func answerNowOrSuspend(_ suspend: () -> Void) -> HTTPResponse? {
        state.withLock { state in
            if let response = state.response {
                state.response = nil
                state.status = response.status
                return response
            }
            state.suspended = true
            suspend()
            return nil
        }
    }

    /// The answer, once, when there is one.
    func takeResponse() -> HTTPResponse? {
        state.withLock { state in
            defer { state.response = nil }
            if let response = state.response { state.status = response.status }
            return state.response
        }
    }

    /// Records the status of an answer queued without a task (a refusal).
    func recordStatus(_ status: Int) {
        state.withLock { $0.status = status }
    }

    /// The status sent, or 0 when none was (the client went away first).
    var status: Int { state.withLock { $0.status } }
}
