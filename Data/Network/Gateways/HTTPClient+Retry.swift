import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPClient {
    /// Sends `urlRequest` until it gets a 2xx answer, a failure that is not transient, or the
    /// policy's attempts or time run out. Only idempotent methods, and requests that carry an
    /// `Idempotency-Key` (which the server answers from the first attempt), are sent more than once;
    /// cancellation ends the loop at once, during a wait too.
    func sendWithRetries(_ urlRequest: URLRequest, method: HTTPMethod) async throws(NetworkError) -> HTTPResponse {
        let policy = settings.retry
        let timing = settings.timing
        let url = urlRequest.url?.absoluteString ?? ""
        let start = timing.now()
        var attempt = 1
        while true {
            let failure: NetworkError
            do {
                return try await attemptOnce(urlRequest, method: method, url: url, attempt: attempt)
            } catch {
                failure = error
            }
            guard method.isIdempotent || Self.carriesIdempotencyKey(urlRequest), failure.isTransient,
                attempt < policy.maximumAttempts
            else {
                settings.logger.log(.failed(method: method, url: url, attempts: attempt, error: failure))
                throw failure
            }
            let delay = failure.requestedDelay ?? policy.backoff(after: attempt, jitter: timing.random())
            guard timing.now() - start + delay <= policy.maximumTotalTime else {
                settings.logger.log(.failed(method: method, url: url, attempts: attempt, error: failure))
                throw failure
            }
            settings.logger.log(.retrying(method: method, url: url, attempt: attempt, delay: delay, error: failure))
            do {
                try await timing.sleep(delay)
            } catch {
                throw .cancelled
            }
            attempt += 1
        }
    }

    /// Whether `urlRequest` names itself with an `Idempotency-Key`: a server that honours
    /// docs/REST.md applies such a request once and answers a repeat from the first attempt.
    private static func carriesIdempotencyKey(_ urlRequest: URLRequest) -> Bool {
        urlRequest.value(forHTTPHeaderField: "Idempotency-Key") != nil
    }

    /// One attempt: a 2xx answer within the size limit, or the error it amounts to.
    private func attemptOnce(
        _ urlRequest: URLRequest, method: HTTPMethod, url: String, attempt: Int
    ) async throws(NetworkError) -> HTTPResponse {
        guard !Task.isCancelled else { throw .cancelled }
        settings.logger.log(.sending(method: method, url: url, attempt: attempt))
        let response = try await settings.transport.send(urlRequest)
        settings.logger.log(
            .received(method: method, url: url, status: response.status, bytes: response.body.count, attempt: attempt))
        guard response.body.count <= settings.maximumResponseBytes else {
            throw .responseTooLarge(limit: settings.maximumResponseBytes, received: response.body.count)
        }
        guard (200..<300).contains(response.status) else {
            throw .http(
                HTTPFailure(
                    method: method, url: url, status: response.status,
                    serverError: try? JSONDecoder().decode(ErrorResponse.self, from: response.body),
                    bodySnippet: BodySnippet.of(response.body),
                    retryAfter: RetryAfter.parse(response.header("Retry-After"))
                ))
        }
        return response
    }
}
