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

@Suite("A gateway retries idempotent requests on transient failures, and only those")
struct AppGatewayRetryTests {
    private let list = ListTodoRequest(query: .all)

    @Test("a GET that fails with 503 twice succeeds on the third attempt after growing waits")
    func getRetriesWithBackoff() async throws {
        let transport = StubTransport([.error(503, code: "busy"), .error(502, code: "bad"), .json(200, "[]")])
        let timing = FakeRetryTiming(jitter: 0)
        let result = try await stubbedGateway(transport, timing: timing).request(list)
        #expect(result.isEmpty)
        #expect(transport.requests.count == 3)
        // Upper half of 200 ms, then of 400 ms, with a jitter draw of 0.
        #expect(timing.sleeps == [.milliseconds(100), .milliseconds(200)])
    }

    @Test("jitter spreads a wait over the upper half of its ceiling, and maximumDelay caps it")
    func jitterAndCap() async throws {
        let transport = StubTransport(Array(repeating: .error(500, code: "x"), count: 5))
        let timing = FakeRetryTiming(jitter: 1)
        let policy = RetryPolicy(maximumAttempts: 5, initialDelay: .seconds(1), maximumDelay: .seconds(3))
        _ = await networkError { () async throws(NetworkError) in
            try await stubbedGateway(transport, timing: timing, retry: policy).request(list)
        }
        #expect(timing.sleeps == [.seconds(1), .seconds(2), .seconds(3), .seconds(3)])
        #expect(transport.requests.count == 5)
    }

    @Test("a POST is retried like a PUT, sending the same Idempotency-Key every time")
    func postIsRetriedWithItsKey() async throws {
        let transport = StubTransport([.error(503, code: "busy"), .json(201, "[]")])
        let timing = FakeRetryTiming()
        _ = try await stubbedGateway(transport, timing: timing).request(CreateProjectRequest([]))
        let keys = transport.requests.map { $0.value(forHTTPHeaderField: "Idempotency-Key") }
        #expect(keys.count == 2 && timing.sleeps.count == 1)
        #expect(keys[0].flatMap(UUID.init(uuidString:)) != nil && keys[0] == keys[1])
    }

    @Test("each create gets a key of its own; a POST without one would never be repeated")
    func eachCreateHasItsOwnKey() async throws {
        let transport = StubTransport([.json(201, "[]"), .json(201, "[]")])
        let gateway = stubbedGateway(transport)
        _ = try await gateway.request(CreateProjectRequest([]))
        _ = try await gateway.request(CreateProjectRequest([]))
        let keys = Set(transport.requests.compactMap { $0.value(forHTTPHeaderField: "Idempotency-Key") })
        #expect(keys.count == 2)
        #expect(!HTTPMethod.post.isRepeatable(withIdempotencyKey: nil))
        #expect(
            HTTPMethod.post.isRepeatable(withIdempotencyKey: "k")
                && HTTPMethod.get.isRepeatable(withIdempotencyKey: nil))
    }

    @Test("PUT and DELETE are retried like GET")
    func putAndDeleteAreRetried() async throws {
        let transport = StubTransport([
            .failure(.transport(TransportFailure(code: .networkConnectionLost, message: "lost"))),
            .success(HTTPResponse(status: 204)),
            .failure(.timedOut(after: .seconds(1), url: "http://api.test/v1")),
            .json(
                200,
                #"{"id": "\#(Fixtures.id(1))", "name": "P", "createdAt": "1970-01-01T00:00:00.001Z", "updatedAt": "1970-01-01T00:00:00.002Z"}"#
            ),
        ])
        let gateway = stubbedGateway(transport)
        _ = try await gateway.request(DeleteTodoRequest(id: Fixtures.id(1)))
        let body = ProjectBody(Project(id: Fixtures.id(1), name: "P"))
        #expect(try await gateway.request(UpdateProjectRequest(id: Fixtures.id(1), body)).name == "P")
        #expect(transport.requests.map(\.httpMethod) == ["DELETE", "DELETE", "PUT", "PUT"])
    }

    @Test("client errors, bad bodies and oversized answers are not retried", arguments: [404, 409, 422, 400])
    func permanentFailuresAreNotRetried(status: Int) async throws {
        let transport = StubTransport([.error(status, code: "no")])
        let error = await networkError { () async throws(NetworkError) in
            try await stubbedGateway(transport).request(list)
        }
        #expect(error?.httpFailure?.status == status)
        #expect(transport.requests.count == 1)

        let malformed = StubTransport([.json(200, "{")])
        #expect(
            await networkError { () async throws(NetworkError) in try await stubbedGateway(malformed).request(list) }?
                .decodingFailure != nil)
        #expect(malformed.requests.count == 1)
    }

    @Test("Retry-After on a 429 or 503 sets the wait, in seconds or as an HTTP date")
    func retryAfterIsHonoured() async throws {
        let transport = StubTransport([
            .json(429, "{}", headers: ["Retry-After": "7"]),
            .json(503, "{}", headers: ["retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"]),
            .json(200, "[]"),
        ])
        let timing = FakeRetryTiming(jitter: 0.5)
        _ = try await stubbedGateway(transport, timing: timing).request(list)
        // A date in the past asks for no wait at all.
        #expect(timing.sleeps == [.seconds(7), .zero])
    }

    @Test("Retry-After on a 500 is ignored: only 429 and 503 define it")
    func retryAfterOnlyFor429And503() async throws {
        let transport = StubTransport([.json(500, "{}", headers: ["Retry-After": "7"]), .json(200, "[]")])
        let timing = FakeRetryTiming(jitter: 0)
        _ = try await stubbedGateway(transport, timing: timing).request(list)
        #expect(timing.sleeps == [.milliseconds(100)])
    }

    @Test("an unreadable or negative Retry-After is ignored and the backoff applies")
    func unreadableRetryAfter() async throws {
        let transport = StubTransport([
            .json(503, "{}", headers: ["Retry-After": "soon"]),
            .json(429, "{}", headers: ["Retry-After": "-3"]),
            .json(200, "[]"),
        ])
        let timing = FakeRetryTiming(jitter: 0)
        _ = try await stubbedGateway(transport, timing: timing).request(list)
        #expect(timing.sleeps == [.milliseconds(100), .milliseconds(200)])
    }

    @Test("a wait that would end past maximumTotalTime is not started; the last failure is thrown")
    func totalTimeBoundsRetries() async throws {
        let transport = StubTransport([.json(429, "{}", headers: ["Retry-After": "120"])])
        let timing = FakeRetryTiming()
        let error = await networkError { () async throws(NetworkError) in
            try await stubbedGateway(transport, timing: timing).request(list)
        }
        #expect(error?.httpFailure?.status == 429)
        #expect(error?.httpFailure?.retryAfter == .seconds(120))
        #expect(transport.requests.count == 1 && timing.sleeps.isEmpty)
    }

    @Test("attempts stop at maximumAttempts and the last failure is thrown with its evidence")
    func attemptsAreBounded() async throws {
        let transport = StubTransport([
            .error(500, code: "first"), .error(500, code: "second"), .error(500, code: "third"),
        ])
        let error = await networkError { () async throws(NetworkError) in
            try await stubbedGateway(transport).request(list)
        }
        #expect(error?.httpFailure?.serverError?.error.code == "third")
        #expect(transport.requests.count == 3)
    }

    @Test("cancellation during a wait ends the request at once, with no further attempt")
    func cancellationStopsRetries() async throws {
        let transport = StubTransport([.error(503, code: "busy")])
        let timing = FakeRetryTiming(failSleeps: true)
        let error = await networkError { () async throws(NetworkError) in
            try await stubbedGateway(transport, timing: timing).request(list)
        }
        #expect(error?.isCancelled == true)
        #expect(transport.requests.count == 1 && timing.sleeps.count == 1)
    }

    @Test("a task cancelled before sending sends nothing")
    func cancelledTaskSendsNothing() async throws {
        let transport = StubTransport([])
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await networkError { () async throws(NetworkError) in
                try await stubbedGateway(transport).request(ListTodoRequest(query: .all))
            }
        }
        #expect(await task.value?.isCancelled == true)
        #expect(transport.requests.isEmpty)
    }
}
