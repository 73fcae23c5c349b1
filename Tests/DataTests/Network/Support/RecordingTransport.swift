import Data
import Foundation
import RemoteStore
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that sends through another and keeps every attempt and how it ended, for tests
/// that check what a gateway sent and received (how many requests, how large each answer).
final class RecordingTransport: HTTPTransport {
    /// One attempt: what was sent, and the answer or the error.
    struct Attempt: Sendable {
        let method: String
        let url: String
        let outcome: Result<HTTPResponse, NetworkError>
    }

    private let inner: any HTTPTransport
    private let recorded = Mutex<[Attempt]>([])

    /// Sends through `inner`.
    init(wrapping inner: any HTTPTransport) {
        self.inner = inner
    }

    /// Every attempt so far, in order.
    var attempts: [Attempt] { recorded.withLock { $0 } }

    /// The answers received, in order (attempts that ended in an error left out).
    var answers: [(url: String, bytes: Int)] {
        attempts.compactMap { attempt in
            guard case .success(let response) = attempt.outcome else { return nil }
            return (attempt.url, response.body.count)
        }
    }

    func send(_ request: URLRequest, maximumBodyBytes: Int) async throws(NetworkError) -> HTTPResponse {
        let outcome: Result<HTTPResponse, NetworkError>
        do {
            outcome = .success(try await inner.send(request, maximumBodyBytes: maximumBodyBytes))
        } catch {
            outcome = .failure(error)
        }
        let attempt = Attempt(
            method: request.httpMethod ?? "GET", url: request.url?.absoluteString ?? "", outcome: outcome)
        recorded.withLock { $0.append(attempt) }
        return try outcome.get()
    }
}
