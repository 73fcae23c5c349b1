import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing

/// Faults seen through the repositories, as the app sees them: the RepositoryError each ends in;
/// that a write the server refused leaves it unchanged; and that one that only timed out may
/// still land, as the app's "unavailable" must allow for.
@Suite(
    "Repository errors for server faults, against the fault-injecting double (Tests/HostileServer)",
    .enabled(if: ReferenceServer.hostileIsAvailable, "the fault-injecting double needs python3"))
struct RemoteDataSourceFaultTests {
    private func repositories(
        _ server: ReferenceServer, timeout: Duration = .seconds(5)
    ) -> (TodoRepositoryImpl, ProjectRepositoryImpl) {
        let store = DataStore.remote(baseURL: server.baseURL, configuration: .faultTest(timeout: timeout))
        return (
            TodoRepositoryImpl(dataSource: store.todoDataSource()),
            ProjectRepositoryImpl(dataSource: store.projectDataSource())
        )
    }

    @Test("a 500 on every attempt of a create is unavailable after the attempts, and nothing is stored")
    func serverErrorOnCreate() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        let (todos, _) = repositories(server)
        // A create carries an Idempotency-Key, so it is retried like a PUT (docs/REST.md).
        try await server.inject(.status(500, count: 3))
        let error = await withinTimeLimit {
            await repositoryError { () async throws(RepositoryError) in try await todos.create(Todo(title: "Lost")) }
        }
        guard case .unavailable = error ?? nil else {
            Issue.record("expected unavailable, got \(String(describing: error))")
            return
        }
        try await server.expectRequestCount(3)
        #expect(try await todos.count(matching: .all) == 0)
    }

    @Test("a 404 on fetch is notFound of that id, after one request")
    func notFoundOnFetch() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        let (todos, _) = repositories(server)
        try await server.inject(.status(404))
        let error = await repositoryError { () async throws(RepositoryError) in
            try await todos.fetch(id: Fixtures.id(12))
        }
        #expect(error?.isNotFound(Fixtures.id(12)) == true)
        try await server.expectRequestCount(1)
    }

    @Test("a slow rename is unavailable after its attempts yet lands late; a malformed answer is a storage error")
    func slowAndMalformed() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        let (_, projects) = repositories(server)
        let (_, impatient) = repositories(server, timeout: .milliseconds(400))
        var project = try await projects.create(Project(name: "Home"))
        project.name = "House"
        // Only the PUTs are slow: an update reads the stored version first (a GET), then writes
        // it back conditionally.
        try await server.inject(.delay(4, count: 3, method: .put))
        let slow = await withinTimeLimit { [project] in
            await repositoryError { () async throws(RepositoryError) in try await impatient.update(project) }
        }
        guard case .unavailable = slow ?? nil else {
            Issue.record("expected unavailable, got \(String(describing: slow))")
            return
        }
        // One create, the update's read, then three attempts of the idempotent PUT.
        try await server.expectRequestCount(5)
        // A timeout is not a refusal: the server only answered late, and applies each PUT after its
        // delay. Re-read until it has: the rename lands, as the one value every attempt carried.
        let landed = try await Self.firstRead(of: project.id, in: projects) { $0.name != "Home" }
        #expect(landed?.name == "House", "the timed-out rename never reached the server")
        #expect(landed?.createdAt == project.createdAt)

        try await server.inject(.malformed)
        let malformed = await repositoryError { () async throws(RepositoryError) in
            try await projects.fetchAll(.all)
        }
        guard case .storage = malformed else {
            Issue.record("expected storage, got \(String(describing: malformed))")
            return
        }
    }

    /// The project as re-read until `isDone` holds, or nil after 30 s (a bound on a hang: the
    /// server applies a delayed request 4 s after it arrived).
    private static func firstRead(
        of id: UUID, in projects: ProjectRepositoryImpl, until isDone: (Project) -> Bool
    ) async throws -> Project? {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            let project = try await projects.fetch(id: id)
            if isDone(project) { return project }
            try await Task.sleep(for: .milliseconds(100))
        }
        return nil
    }
}
