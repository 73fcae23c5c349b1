import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing
import WireFormat

/// The libcurl transport against a real server, over http and over https (nginx in front):
/// chunked answers read whole, an endless body cut at the limit, and one connection kept for
/// the requests that follow each other.
@Suite(
    "The transport against the hostile double",
    .enabled(if: ReferenceServer.hostileIsAvailable, "the hostile double needs python3"))
struct RemoteTransportTests {
    private let list = ListTodoRequest(query: .oldestFirst)

    @Test("a chunked answer with chunk extensions and trailers reads as the whole body")
    func chunkedAnswer() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        let gateway = server.gateway(.faultTest())
        let records = (1...40).map { TodoRecord(Todo(id: Fixtures.id($0), title: "Chunk \($0)")) }
        _ = try await gateway.request(CreateTodoRequest(try records.map { try TodoBody($0) }))
        try await server.inject(.chunked)

        let listed = try await gateway.request(list)

        #expect(listed.compactMap(\.id?.uuid) == records.map(\.id))
    }

    @Test("an endless body is cut at the limit, and the next request is answered", arguments: Wire.allCases)
    func endlessBodyIsCut(over wire: Wire) async throws {
        let server = try await ReferenceServer.startHostile(over: wire)
        defer { server.stop() }
        // One attempt, with time to spare: an injected fault answers one request, so on a loaded
        // machine a retry after a slow endless stream timed out would get a normal answer.
        let gateway = server.gateway(.faultTest(timeout: .seconds(20), maximumAttempts: 1))
        try await server.inject(.endless)

        let endless = await withinTimeLimit {
            await networkError { () async throws(NetworkError) in _ = try await gateway.request(self.list) }
        }

        guard case .responseTooLarge(let limit, let received, _) = endless ?? nil else {
            Issue.record("expected responseTooLarge, got \(String(describing: endless))")
            return
        }
        #expect(limit == 8 * 1024 * 1024 && received > limit)
        #expect(try await gateway.request(CountTodoRequest(filter: .all)).count == 0)
    }

    @Test("requests that follow each other share one connection")
    func connectionIsReused() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        // A transport of its own: the shared one lends its connections to every test running beside
        // this one, each to a server of its own.
        var settings = NetworkSettings.faultTest()
        settings.transport = CurlTransport()
        let gateway = AppGateway(baseURL: server.baseURL.appendingPathComponent("v1"), settings: settings)

        for _ in 1...5 { _ = try await gateway.request(list) }

        try await server.expectRequestCount(5)
        #expect(try await server.connectionCount() == 1)
    }
}
