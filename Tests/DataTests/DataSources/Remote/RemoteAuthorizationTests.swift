import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing

@Suite("The bearer token hook against a server that requires one")
struct RemoteAuthorizationTests {
    @Test(
        "with the configured token the store works; without it every call is unavailable (401)",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the fault-injecting double needs python3"))
    func bearerToken() async throws {
        let server = try await ReferenceServer.startHostile(["--token", "s3cret"])
        defer { server.stop() }
        let authorized = DataStore.remote(
            baseURL: server.baseURL, configuration: .faultTest(authorizer: BearerTokenAuthorizer(token: "s3cret")))
        let todos = TodoRepositoryImpl(dataSource: authorized.todoDataSource())
        _ = try await todos.create(Todo(title: "Let in"))
        #expect(try await todos.count(matching: .all) == 1)

        let anonymous = DataStore.remote(baseURL: server.baseURL, configuration: .faultTest())
        let error = await repositoryError { () async throws(RepositoryError) in
            try await TodoRepositoryImpl(dataSource: anonymous.todoDataSource()).count(matching: .all)
        }
        guard case .unavailable(let evidence) = error else {
            Issue.record("expected unavailable, got \(String(describing: error))")
            return
        }
        #expect((evidence.underlying as? NetworkError)?.httpFailure?.status == 401)
        // 401 is not transient: one request each for create, count, and the refused count.
        try await server.expectRequestCount(3)
    }

    @Test("the token appears in no error, whether it is accepted or refused")
    func tokenIsNeverLoggedOrReported() async throws {
        let token = "s3cret-\(UUID().uuidString)"
        let server = try await ReferenceServer.start(["--token", "another-\(token)"])
        defer { server.stop() }
        let store = DataStore.remote(
            baseURL: server.baseURL, configuration: .faultTest(authorizer: BearerTokenAuthorizer(token: token)))
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())

        let error = await repositoryError { () async throws(RepositoryError) in
            _ = try await todos.create(Todo(title: "Refused"))
        }

        let reported = [String(describing: error), error.map { "\($0)" } ?? ""]
        #expect(error != nil)
        for text in reported {
            #expect(!text.contains(token), "\(text)")
        }
    }
}
