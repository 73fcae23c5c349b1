import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing
import WireFormat

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Each fault the reference server can inject, sent through the real transport: the typed error
/// it ends in, within a bound, and how many requests reached the server (retries included). The
/// body bound, the timeouts and cancellation are proven over https (nginx in front) as over http.
@Suite(
    "Gateway faults against the reference server",
    .enabled(if: ReferenceServer.hostileIsAvailable, "the fault-injecting double needs python3"))
struct RemoteGatewayFaultTests {
    private let list = ListTodoRequest(query: .all)

    private func failure(
        _ gateway: AppGateway, _ request: some APIRequest
    ) async -> NetworkError? {
        let outcome = await withinTimeLimit {
            await networkError { () async throws(NetworkError) in try await gateway.request(request) }
        }
        guard let outcome else {
            Issue.record("the request did not end within the bound")
            return nil
        }
        return outcome
    }

    @Test("a 500 on a GET is retried up to the attempt limit and ends as that 500")
    func serverErrorOnGet() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        try await server.inject(.status(500, count: 10))
        let error = await failure(server.gateway(.faultTest()), list)
        #expect(error?.httpFailure?.status == 500)
        #expect(error?.httpFailure?.serverError?.error.code == "injected_fault")
        try await server.expectRequestCount(3)
    }

    @Test("a 500 on a POST is retried, since it carries an Idempotency-Key, and ends as that 500")
    func serverErrorOnPost() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        try await server.inject(.status(500, count: 10))
        let body = ProjectBody(Project(name: "Once"))
        let error = await failure(server.gateway(.faultTest()), CreateProjectRequest([body]))
        #expect(error?.httpFailure?.status == 500)
        try await server.expectRequestCount(3)
    }

    @Test("a 404 is not retried and keeps the server's error body")
    func notFoundIsNotRetried() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        let error = await failure(server.gateway(.faultTest()), GetTodoRequest(id: Fixtures.id(4)))
        #expect(error?.httpFailure?.status == 404)
        #expect(error?.httpFailure?.serverError?.error.code == "not_found")
        #expect(error?.httpFailure?.serverError?.error.id == Fixtures.id(4))
        try await server.expectRequestCount(1)
    }

    @Test("a 429 with Retry-After is retried after the wait the server asked for")
    func tooManyRequestsHonoursRetryAfter() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        try await server.inject(.status(429, retryAfter: 1))
        let timing = FakeRetryTiming()
        let result = await withinTimeLimit {
            await networkError { () async throws(NetworkError) in
                try await server.gateway(.faultTest(timing: timing.timing)).request(list)
            }
        }
        #expect(result.map { $0 == nil } == true, "the retry succeeds: \(String(describing: result))")
        #expect(timing.sleeps == [.seconds(1)])
        try await server.expectRequestCount(2)
    }

    @Test(
        "an answer slower than the timeout ends as timedOut; a GET and a keyed POST are retried",
        arguments: Wire.allCases)
    func slowAnswerTimesOut(over wire: Wire) async throws {
        let server = try await ReferenceServer.startHostile(over: wire)
        defer { server.stop() }
        // The server answers at once when nothing is injected: what follows is the delay's doing.
        // (An answer asked for with the short timeout would be a speed test, which load fails.)
        #expect(try await server.gateway(.faultTest()).request(list).isEmpty)
        let recorder = RecordingTransport(wrapping: server.transport)
        let timeout = Duration.milliseconds(400)
        var settings = NetworkSettings.faultTest(timeout: timeout, maximumAttempts: 2)
        settings.transport = recorder
        let gateway = AppGateway(baseURL: server.baseURL.appendingPathComponent("v1"), settings: settings)
        // 25 times the timeout, so that however late a loaded machine fires the timer, the
        // answer comes later still.
        try await server.inject(.delay(10, count: 10))
        let started = ContinuousClock.now
        let getError = await failure(gateway, list)
        let waited = ContinuousClock.now - started
        #expect(getError?.isTimedOut == true, "\(String(describing: getError))")
        // A lower bound, which load cannot break: each attempt waited its whole timeout, so it was
        // not rounded down to nothing (as a transport counting in whole seconds would).
        #expect(waited >= timeout * 2, "\(waited)")
        let body = ProjectBody(Project(name: "Slow"))
        let postError = await failure(gateway, CreateProjectRequest([body]))
        #expect(postError?.isTimedOut == true)
        // The retries as the gateway counts them. How many reached the server is not asked: on a
        // loaded machine an attempt can time out before the server has read it, which is still a
        // timeout retried as promised.
        #expect(Self.timedOutAttempts(recorder) == ["GET": 2, "POST": 2], "\(recorder.attempts)")
    }

    /// The attempts that timed out, by method.
    private static func timedOutAttempts(_ recorder: RecordingTransport) -> [String: Int] {
        var attempts: [String: Int] = [:]
        for attempt in recorder.attempts {
            guard case .failure(let error) = attempt.outcome, error.isTimedOut else { continue }
            attempts[attempt.method, default: 0] += 1
        }
        return attempts
    }

    @Test("malformed JSON is a decoding failure with a body snippet, not retried")
    func malformedJSON() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        try await server.inject(.malformed)
        let error = await failure(server.gateway(.faultTest()), list)
        let decoding = try #require(error?.decodingFailure)
        #expect(decoding.bodySnippet.contains("not finished"))
        #expect(decoding.expectedType == "Array<TodoJSON>")
        try await server.expectRequestCount(1)
    }

    @Test("a 10 MB body is refused as too large, not retried", arguments: Wire.allCases)
    func hugeBody(over wire: Wire) async throws {
        let server = try await ReferenceServer.startHostile(over: wire)
        defer { server.stop() }
        try await server.inject(.huge)
        let error = await failure(server.gateway(.faultTest()), list)
        guard case .responseTooLarge(let limit, let received, _) = error else {
            Issue.record("expected responseTooLarge, got \(String(describing: error))")
            return
        }
        #expect(limit == 8 * 1024 * 1024 && received == 10 * 1024 * 1024)
        try await server.expectRequestCount(1)
    }

    @Test("a connection closed mid-answer is a transport failure; a GET is retried and succeeds")
    func connectionDroppedMidAnswer() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        try await server.inject(.drop())
        let noRetry = await failure(server.gateway(.faultTest(maximumAttempts: 1)), list)
        #expect(noRetry?.transportCode != nil, "\(String(describing: noRetry))")
        try await server.expectRequestCount(1)

        try await server.inject(.drop())
        let retried = await withinTimeLimit {
            await networkError { () async throws(NetworkError) in
                try await server.gateway(.faultTest()).request(list)
            }
        }
        #expect(retried.map { $0 == nil } == true, "the second attempt succeeds: \(String(describing: retried))")
        try await server.expectRequestCount(3)
    }

    @Test("cancelling the task during a slow answer ends it as cancelled, with no retry", arguments: Wire.allCases)
    func cancellationDuringAnswer(over wire: Wire) async throws {
        let server = try await ReferenceServer.startHostile(over: wire)
        defer { server.stop() }
        // The answer and the client's timeout both lie far beyond the wait below, so that only the
        // cancellation can end the request in time, however loaded the machine (with 5 s and 10 s,
        // a starved poll saw the answer arrive first).
        try await server.inject(.delay(120, count: 10))
        let gateway = server.gateway(.faultTest(timeout: .seconds(90)))
        let request = Task { await networkError { () async throws(NetworkError) in try await gateway.request(list) } }
        // A bound on a server that never sees the request, not a speed target.
        let deadline = ContinuousClock.now + .seconds(30)
        while try await server.requestCount() == 0 {
            try #require(ContinuousClock.now < deadline, "the server never received the request")
            try await Task.sleep(for: .milliseconds(10))
        }
        request.cancel()
        let error = await withinTimeLimit { await request.value }
        #expect(error??.isCancelled == true, "\(String(describing: error))")
        try await server.expectRequestCount(1)
    }
}
