import Data
import Foundation
import JSONSyntax

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension AppGateway {
    /// Sends `urlRequest` until it gets a 2xx answer, a failure that is not transient, or the
    /// policy's attempts or time run out. Only requests that are safe to repeat are sent more
    /// than once (see ``/Data/HTTPMethod/isRepeatable(withIdempotencyKey:)``); cancellation ends the
    /// loop at once, during a wait too.
    func sendWithRetries(_ urlRequest: URLRequest, method: HTTPMethod) async throws(NetworkError) -> HTTPResponse {
        let policy = settings.retry
        let timing = settings.timing
        let repeatable = method.isRepeatable(
            withIdempotencyKey: urlRequest.value(forHTTPHeaderField: "Idempotency-Key"))
        let limit = responseLimit(for: urlRequest)
        let start = timing.now()
        var attempt = 1
        while true {
            let failure: NetworkError
            do {
                return try await attemptOnce(urlRequest, method: method, limit: limit)
            } catch {
                failure = error
            }
            guard repeatable, failure.isTransient, attempt < policy.maximumAttempts else { throw failure }
            let delay = failure.requestedDelay ?? policy.backoff(after: attempt, jitter: timing.random())
            guard timing.now() - start + delay <= policy.maximumTotalTime else { throw failure }
            do {
                try await timing.sleep(delay)
            } catch {
                throw .cancelled
            }
            attempt += 1
        }
    }

    /// The largest answer accepted for `urlRequest`: the configured limit, or twice what the
    /// request sends when that is more, so that a create answered with what it stored (a 100,000
    /// todo import) fits, while an answer to a small request stays bounded.
    func responseLimit(for urlRequest: URLRequest) -> Int {
        max(settings.maximumResponseBytes, 2 * (urlRequest.httpBody?.count ?? 0))
    }

    /// One attempt, following the redirects ``RedirectPolicy`` allows: a 2xx answer within the
    /// size limit, or the error it amounts to.
    private func attemptOnce(
        _ urlRequest: URLRequest, method: HTTPMethod, limit: Int
    ) async throws(NetworkError) -> HTTPResponse {
        var current = urlRequest
        var hops = 0
        while true {
            guard !Task.isCancelled else { throw .cancelled }
            let url = current.url?.absoluteString ?? ""
            let response = try await settings.transport.send(current, maximumBodyBytes: limit)
            guard response.body.count <= limit else {
                throw .responseTooLarge(limit: limit, received: response.body.count, url: url)
            }
            if RedirectPolicy.redirectStatuses.contains(response.status), let from = current.url {
                let location = response.header("Location")
                switch RedirectPolicy.next(method: method, from: from, location: location, hops: hops) {
                case .success(let target):
                    current.url = target
                    hops += 1
                    continue
                case .failure(let reason):
                    throw .redirectRefused(
                        RedirectFailure(
                            method: method, url: url, status: response.status, location: location ?? "",
                            reason: reason))
                }
            }
            guard (200..<300).contains(response.status) else {
                throw .http(
                    HTTPFailure(
                        method: method, url: url, status: response.status,
                        serverError: try? JSONCoding.decoder().decode(ErrorResponse.self, from: response.body),
                        bodySnippet: BodySnippet.of(response.body),
                        retryAfter: RetryAfter.parse(response.header("Retry-After"))
                    ))
            }
            return response
        }
    }
}
