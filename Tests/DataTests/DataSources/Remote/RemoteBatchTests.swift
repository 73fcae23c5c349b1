import Domain
import Foundation
import TestSupport
import Testing
import WireFormat

@testable import Data
@testable import RemoteStore

/// The remote unit of work is one `POST /v1/batch` (docs/REST.md, "Batch"): one request for
/// every entity, all or nothing on the server, and safe to retry thanks to its Idempotency-Key.
@Suite("A remote batch is one request, all or nothing, applied once")
struct RemoteBatchTests {
    private static func importBatch(todos count: Int) -> (WriteBatch, Project) {
        let project = Project(name: "Imported")
        var batch = WriteBatch()
        batch.create([project])
        batch.create((0..<count).map { Todo(title: "Imported \($0)", projectID: project.id) })
        return (batch, project)
    }

    /// These tests count requests, so the client must not time out and send again: a batch of
    /// 2,000 todos on a loaded machine can take longer than the fault tests' usual 5 s.
    private static let settings = NetworkSettings.faultTest(timeout: .seconds(60))

    @Test(
        "a project and 2,000 of its todos are stored by exactly one request",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the fault-injecting double needs python3"))
    func oneRequest() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        let store = DataStore.remote(baseURL: server.baseURL, configuration: Self.settings)
        let (batch, project) = Self.importBatch(todos: 2000)

        try await store.unitOfWork().commit(batch)

        try await server.expectRequestCount(1)
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
        #expect(try await todos.count(matching: TodoFilter(projectID: .equals(project.id))) == 2000)
    }

    @Test(
        "a batch whose last todo clashes on the server leaves no project there, after one request",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the fault-injecting double needs python3"))
    func refusedBatchStoresNothing() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        let store = DataStore.remote(baseURL: server.baseURL, configuration: Self.settings)
        let todos = TodoRepositoryImpl(dataSource: store.todoDataSource())
        let existing = try await todos.create(Todo(title: "Existing"))
        var (batch, _) = Self.importBatch(todos: 100)
        batch.create([Todo(id: existing.id, title: "Clash")])

        let error = await repositoryError { () async throws(RepositoryError) in
            try await store.unitOfWork().commit(batch)
        }

        #expect(error?.isConflict == true, "\(String(describing: error))")
        try await server.expectRequestCount(2)
        #expect(try await ProjectRepositoryImpl(dataSource: store.projectDataSource()).count(matching: .all) == 0)
        #expect(try await todos.fetchAll(.all) == [existing])
    }

    @Test(
        "a batch refused with 503 is sent again under its key and stored once",
        .enabled(if: ReferenceServer.hostileIsAvailable, "the fault-injecting double needs python3"))
    func retriedOnce() async throws {
        let server = try await ReferenceServer.startHostile()
        defer { server.stop() }
        let store = DataStore.remote(baseURL: server.baseURL, configuration: Self.settings)
        try await server.inject(.status(503, method: .post))
        let (batch, _) = Self.importBatch(todos: 10)

        try await store.unitOfWork().commit(batch)

        try await server.expectRequestCount(2)
        #expect(try await TodoRepositoryImpl(dataSource: store.todoDataSource()).count(matching: .all) == 10)
    }

    @Test("the same batch sent twice under one key is stored once; another body under it is refused")
    func idempotencyKey() async throws {
        let server = try await ReferenceServer.start()
        defer { server.stop() }
        let gateway = server.gateway(Self.settings)
        let project = Project(name: "Once")
        let key = UUID()
        let request = BatchRequest(collections: [("projects", [ProjectBody(project)])], idempotencyKey: key)

        let first = try await gateway.request(request)
        let repeated = try await gateway.request(request)
        let other = BatchRequest(
            collections: [("projects", [ProjectBody(Project(name: "Other"))])], idempotencyKey: key)
        let refusal = await networkError { try await gateway.request(other) }

        #expect(first.ids == ["projects": [project.id]])
        #expect(repeated.ids == first.ids)
        #expect(refusal?.status == 422, "\(String(describing: refusal))")
        let projects = ProjectRepositoryImpl(dataSource: DataStore.remote(baseURL: server.baseURL).projectDataSource())
        #expect(try await projects.fetchAll(.all).map(\.name) == ["Once"])
    }

    private func networkError(_ body: () async throws -> BatchResponse) async -> HTTPFailure? {
        do {
            _ = try await body()
            return nil
        } catch let NetworkError.http(failure) {
            return failure
        } catch {
            return nil
        }
    }
}
