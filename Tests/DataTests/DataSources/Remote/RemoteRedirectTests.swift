import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing

/// Redirects from a real server (issue 12, item 1), over http and https: a write is never
/// redirected, another origin never receives the request, and a read follows at most
/// RedirectPolicy.maximumHops of them.
@Suite(
    "Redirects against the reference server",
    .enabled(if: ReferenceServer.hostileIsAvailable, "the hostile double needs python3"))
struct RemoteRedirectTests {
    private let list = ListTodoRequest(query: .all)

    private func failure(_ gateway: AppGateway, _ request: some APIRequest) async -> NetworkError? {
        await withinTimeLimit {
            await networkError { () async throws(NetworkError) in try await gateway.request(request) }
        } ?? .invalidRequest(reason: "the request did not end within the bound")
    }

    @Test(
        "a create answered 302 is a failure naming the status and Location, and nothing is stored",
        arguments: Wire.allCases)
    func createIsNeverRedirected(over wire: Wire) async throws {
        let server = try await ReferenceServer.startHostile(over: wire)
        defer { server.stop() }
        let location = server.baseURL.appendingPathComponent("v1/todos").absoluteString
        try await server.inject(.redirect(to: location, method: .post))
        let store = DataStore.remote(baseURL: server.baseURL, configuration: server.reaching(.faultTest()))
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())

        let error = await repositoryError { () async throws(RepositoryError) in
            try await todos.create(Todo(title: "Redirected"))
        }

        guard case .storage(let evidence) = error else {
            Issue.record("expected a storage error, got \(String(describing: error))")
            return
        }
        guard case .redirectRefused(let refused) = evidence.underlying as? NetworkError else {
            Issue.record("expected redirectRefused, got \(String(describing: evidence.underlying))")
            return
        }
        #expect(refused.status == 302 && refused.location == location && refused.reason == .notARead)
        #expect(evidence.summary.contains("302") && evidence.summary.contains(location))
        try await server.expectRequestCount(1)
        #expect(try await todos.count(matching: .all) == 0)
    }

    @Test("a read redirected within the same server is followed, up to 5 hops", arguments: Wire.allCases)
    func sameOriginReadIsFollowed(over wire: Wire) async throws {
        let server = try await ReferenceServer.startHostile(over: wire)
        defer { server.stop() }
        let gateway = server.gateway(.faultTest())
        let target = server.baseURL.appendingPathComponent("v1/todos").absoluteString
        try await server.inject(.redirect(to: "/v1/todos", status: 301, count: 2), .redirect(to: target, status: 307))
        #expect(try await gateway.request(list).isEmpty)
        try await server.expectRequestCount(4)

        try await server.inject(.redirect(to: "/v1/todos", count: 10))
        let error = await failure(gateway, list)
        guard case .redirectRefused(let refused) = error else {
            Issue.record("expected redirectRefused, got \(String(describing: error))")
            return
        }
        #expect(refused.reason == .tooManyHops(RedirectPolicy.maximumHops))
        // The first request and 5 followed hops, with no retry of a refused redirect.
        try await server.expectRequestCount(4 + 6)
    }

    @Test("a redirect to another origin is not followed: that server receives nothing", arguments: Wire.allCases)
    func otherOriginIsNotFollowed(over wire: Wire) async throws {
        let server = try await ReferenceServer.startHostile(over: wire)
        defer { server.stop() }
        let other = try await ReferenceServer.startHostile(over: wire)
        defer { other.stop() }
        let elsewhere = other.baseURL.appendingPathComponent("v1/todos").absoluteString
        try await server.inject(.redirect(to: elsewhere))

        let error = await failure(server.gateway(.faultTest()), list)

        guard case .redirectRefused(let refused) = error else {
            Issue.record("expected redirectRefused, got \(String(describing: error))")
            return
        }
        #expect(refused.reason == .otherOrigin && refused.location == elsewhere)
        try await other.expectRequestCount(0)
    }
}
