import Data
import Domain
import Foundation
import RemoteStore
import TestSupport
import Testing

/// How remote data sources report each network failure (the table in
/// NetworkError+DataSourceError.swift), checked through the public face over a stub transport.
@Suite("Remote data sources map network failures to data-source errors")
struct RemoteErrorMappingTests {
    private func store(_ transport: StubTransport) -> DataStore {
        DataStore.remote(
            baseURL: URL(string: "http://api.test") ?? URL(fileURLWithPath: "/"),
            configuration: NetworkSettings(retry: .never, transport: transport))
    }

    private func dataSourceError<T>(_ body: () async throws(DataSourceError) -> T) async -> DataSourceError? {
        do {
            _ = try await body()
            return nil
        } catch {
            return error
        }
    }

    @Test("404 on fetch is nil, and on update and delete is notFound of the requested id")
    func notFound() async throws {
        let transport = StubTransport([
            .error(404, code: "not_found"), .error(404, code: "not_found"), .error(404, code: "not_found"),
        ])
        let todos = store(transport).todoDataSource()
        let id = Fixtures.id(5)
        #expect(try await todos.fetch(id: id) == nil)
        guard
            case .notFound(let updated) = await dataSourceError({ () async throws(DataSourceError) in
                try await todos.modify(id: id) { $0 }
            })
        else {
            Issue.record("update did not report notFound")
            return
        }
        #expect(updated == id)
        guard
            case .notFound(let deleted) = await dataSourceError({ () async throws(DataSourceError) in
                try await todos.delete(id: id)
            })
        else {
            Issue.record("delete did not report notFound")
            return
        }
        #expect(deleted == id)
    }

    @Test("409 duplicate_id is duplicateID of the server's id; other 409s are conflicts in its words")
    func conflicts() async throws {
        let transport = StubTransport([
            .error(409, code: "duplicate_id", extra: #", "id": "\#(Fixtures.id(8))""#),
            .error(409, code: "project_in_use", message: "project Home still has 2 todos"),
        ])
        let projects = store(transport).projectDataSource()
        let error = await dataSourceError { () async throws(DataSourceError) in
            try await projects.insert([ProjectRecord(Project(id: Fixtures.id(8), name: "Dup"))])
        }
        guard case .duplicateID(let id) = error else {
            Issue.record("expected duplicateID, got \(String(describing: error))")
            return
        }
        #expect(id == Fixtures.id(8))
        let inUse = await dataSourceError { () async throws(DataSourceError) in
            try await projects.delete(id: Fixtures.id(1))
        }
        guard case .conflict(let kind, let reason) = inUse else {
            Issue.record("expected conflict, got \(String(describing: inUse))")
            return
        }
        #expect(kind == .stillReferenced(entity: "project"))
        #expect(reason == "project Home still has 2 todos")
    }

    @Test("409 order_line_in_use names the entity as Domain does, in words: order line")
    func multiWordEntityInUse() async throws {
        let transport = StubTransport([
            .error(409, code: "order_line_in_use", message: "order line 0a1b2c3d is still referred to by 1 shipment")
        ])
        let inUse = await dataSourceError { () async throws(DataSourceError) in
            try await store(transport).projectDataSource().delete(id: Fixtures.id(1))
        }
        guard case .conflict(let kind, _) = inUse else {
            Issue.record("expected conflict, got \(String(describing: inUse))")
            return
        }
        #expect(kind == .stillReferenced(entity: "order line"))
    }

    @Test("422 invalid_reference on the wire member projectId is a validation error on Domain's projectID")
    func invalidReference() async throws {
        let transport = StubTransport([
            .error(422, code: "invalid_reference", extra: #", "field": "projectId", "id": "\#(Fixtures.id(9))""#)
        ])
        let repository = TodoRepositoryImpl(dataSource: store(transport).todoDataSource())
        let error = await repositoryError { () async throws(RepositoryError) in
            try await repository.create(Todo(title: "Orphan", projectID: Fixtures.id(9)))
        }
        #expect(error?.validationField == "projectID")
    }

    @Test("5xx, 429 and 401 are unavailable, keeping the network error as evidence", arguments: [500, 503, 429, 401])
    func unavailable(status: Int) async throws {
        let transport = StubTransport([.error(status, code: "nope")])
        let error = await dataSourceError { () async throws(DataSourceError) in
            try await store(transport).todoDataSource().count(matching: .all)
        }
        guard case .unavailable(let evidence) = error else {
            Issue.record("expected unavailable, got \(String(describing: error))")
            return
        }
        #expect((evidence.underlying as? NetworkError)?.httpFailure?.status == status)
    }

    @Test("a timeout or a refused connection is unavailable")
    func transportFailures() async throws {
        let transport = StubTransport([
            .failure(.timedOut(after: .seconds(1), url: "http://api.test/v1")),
            .failure(.transport(TransportFailure(code: .cannotConnectToHost, message: "refused"))),
        ])
        let projects = store(transport).projectDataSource()
        for _ in 0..<2 {
            let error = await dataSourceError { () async throws(DataSourceError) in
                try await projects.fetchAll(.all)
            }
            guard case .unavailable = error else {
                Issue.record("expected unavailable, got \(String(describing: error))")
                return
            }
        }
    }

    @Test("a body that does not decode, or an unknown priority, is a storage error")
    func storage() async throws {
        let badPriority =
            #"[{"id": "\#(Fixtures.id(1))", "title": "T", "notes": "", "done": false, "#
            + #""priority": "urgent", "createdAt": "1970-01-01T00:00:00.001Z", "updatedAt": "1970-01-01T00:00:00.001Z"}]"#
        let transport = StubTransport([.json(200, "not json"), .json(200, badPriority)])
        let todos = store(transport).todoDataSource()
        for _ in 0..<2 {
            let error = await dataSourceError { () async throws(DataSourceError) in try await todos.fetchAll(.all) }
            guard case .storage = error else {
                Issue.record("expected storage, got \(String(describing: error))")
                return
            }
        }
    }

    @Test("cancellation is cancelled, through the repository too")
    func cancelled() async throws {
        let transport = StubTransport([.failure(.cancelled)])
        let repository = ProjectRepositoryImpl(dataSource: store(transport).projectDataSource())
        let error = await repositoryError { () async throws(RepositoryError) in
            try await repository.count(matching: .all)
        }
        guard case .cancelled = error else {
            Issue.record("expected cancelled, got \(String(describing: error))")
            return
        }
    }

    @Test("a failed write publishes no change set; a confirmed one publishes exactly its ids")
    func changesOnlyAfterConfirmedWrites() async throws {
        let stored =
            #"[{"id": "\#(Fixtures.id(2))", "name": "Ok", "createdAt": "1970-01-01T00:00:00.001Z", "updatedAt": "1970-01-01T00:00:00.001Z"}]"#
        let transport = StubTransport([.error(500, code: "down"), .json(201, stored)])
        let projects = store(transport).projectDataSource()
        let changes = ChangeRecorder(projects.changes())
        _ = await dataSourceError { () async throws(DataSourceError) in
            try await projects.insert([ProjectRecord(Project(id: Fixtures.id(1), name: "Lost"))])
        }
        try await projects.insert([ProjectRecord(Project(id: Fixtures.id(2), name: "Ok"))])
        #expect(await changes.next() == ChangeSet(inserted: [Fixtures.id(2)]))
        #expect(changes.all.count == 1)
    }
}
