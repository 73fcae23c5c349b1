import Data
import Domain
import Foundation
import TestSupport
import Testing
import WireFormat

/// Both transports against a real server: the socket one (the default, for http) reads chunked
/// answers and is cancelled at once; URLSession's (for https, tried here over http) refuses
/// redirects itself and cuts an endless body at the limit too.
@Suite(
    "Transports against the reference server",
    .enabled(if: ReferenceServer.hostileIsAvailable, "the hostile double needs python3"))
struct RemoteTransportTests {
    private let list = ListTodoRequest(query: .all)

    @Test("a chunked answer with chunk extensions and trailers reads as the whole body")
    func chunkedAnswer() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        let gateway = server.gateways(.faultTest()).app
        let records = (1...40).map { TodoRecord(Todo(id: Fixtures.id($0), title: "Chunk \($0)")) }
        _ = try await gateway.request(CreateTodoRequest(todos: records.map(TodoBody.init)))
        try await server.inject(.chunked)

        let listed = try await gateway.request(list)

        #expect(listed.compactMap(\.id?.uuid) == records.map(\.id))
    }

    @Test("through URLSession, a create answered 302 is refused, and an endless body is cut at the limit")
    func urlSessionTransport() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        // One attempt, with time to spare: an injected fault answers one request, so on a
        // loaded machine a retry after a slow endless stream timed out would get a normal answer.
        @Sendable func gateway() -> AppGateway {
            var settings = NetworkSettings.faultTest(timeout: .seconds(20), maximumAttempts: 1)
            settings.transport = URLSessionTransport()
            return server.gateways(settings).app
        }
        try await server.inject(.redirect(to: "/v1/todos", method: .post))
        let body = TodoBody(TodoRecord(Todo(title: "Redirected")))

        let redirected = await networkError { () async throws(NetworkError) in
            try await gateway().request(CreateTodoRequest(todos: [body]))
        }
        try await server.inject(.endless)
        // A session of its own: on a connection FoundationNetworking had reused, the endless
        // stream arrived so slowly that the timeout came first (its busy loop, see
        // SocketTransport, is the likely cause).
        let endless = await withinTimeLimit {
            await networkError { () async throws(NetworkError) in try await gateway().request(list) }
        }

        guard case .redirectRefused(let refused) = redirected, case .responseTooLarge(let limit, _, _) = endless ?? nil
        else {
            Issue.record("got \(String(describing: redirected)) and \(String(describing: endless))")
            return
        }
        #expect(refused.reason == .notARead && limit == 8 * 1024 * 1024)
        #expect(try await gateway().request(CountTodoRequest(filter: .all)).count == 0)
    }
}
