import Domain
import Foundation
import Synchronization
import Testing

/// A repository that does only what a test stubbed: every operation the test did not stub
/// records a test failure naming it and throws, so a use case that reads or writes more than the
/// test expects fails loudly rather than passing on a default answer.
///
/// `StubRepository<Todo, TodoQuery, TodoFilter>` is a ``/Domain/TodoRepositoryProtocol``
/// (``StubTodoRepository``), and the same for projects.
public final class StubRepository<Entity: VersionedEntity, Query: Sendable, Filter: Sendable>: EntityRepository {
    /// The operations, each a closure; ``init(_:)`` starts them all unstubbed.
    public struct Stubs: Sendable {
        /// `fetchAll(_:)`.
        public var fetchAll: @Sendable (Query) async throws(RepositoryError) -> [Entity]
        /// `fetch(id:)`.
        public var fetch: @Sendable (UUID) async throws(RepositoryError) -> Entity
        /// `fetch(idPrefix:limit:)`.
        public var fetchByPrefix: @Sendable (IDPrefix, Int) async throws(RepositoryError) -> [Entity]
        /// `create(_:)`.
        public var create: @Sendable (Entity) async throws(RepositoryError) -> Entity
        /// `createAll(_:)`.
        public var createAll: @Sendable ([Entity]) async throws(RepositoryError) -> [Entity]
        /// `update(_:)`.
        public var updateWhole: @Sendable (Entity) async throws(RepositoryError) -> Entity
        /// `update(id:_:)`.
        public var update: @Sendable (UUID, @escaping EntityChange<Entity>) async throws(RepositoryError) -> Entity
        /// `delete(id:)`.
        public var delete: @Sendable (UUID) async throws(RepositoryError) -> Void
        /// `count(matching:)`.
        public var count: @Sendable (Filter) async throws(RepositoryError) -> Int
        /// A lookup by a unique field, `fetch(name:)` for projects; when not stubbed, the lookup
        /// answers from the `fetchAll` stub's list, as a store finds a name among what it holds.
        public var fetchByUniqueField: (@Sendable (String) async throws(RepositoryError) -> Entity?)?

        init() {
            let name = "\(Entity.self) repository"
            fetchAll = { _ throws(RepositoryError) in try unstubbed(name, "fetchAll(_:)") }
            fetch = { _ throws(RepositoryError) in try unstubbed(name, "fetch(id:)") }
            fetchByPrefix = { _, _ throws(RepositoryError) in try unstubbed(name, "fetch(idPrefix:limit:)") }
            create = { _ throws(RepositoryError) in try unstubbed(name, "create(_:)") }
            createAll = { _ throws(RepositoryError) in try unstubbed(name, "createAll(_:)") }
            updateWhole = { _ throws(RepositoryError) in try unstubbed(name, "update(_:)") }
            update = { _, _ throws(RepositoryError) in try unstubbed(name, "update(id:_:)") }
            delete = { _ throws(RepositoryError) in try unstubbed(name, "delete(id:)") }
            count = { _ throws(RepositoryError) in try unstubbed(name, "count(matching:)") }
        }
    }

    private let stubs: Stubs

    /// A repository whose operations are those `stub` sets; the others fail the test.
    public init(_ stub: (inout Stubs) -> Void = { _ in }) {
        var stubs = Stubs()
        stub(&stubs)
        self.stubs = stubs
    }

    /// Answers with the `fetchAll` stub.
    public func fetchAll(_ query: Query) async throws(RepositoryError) -> [Entity] {
        try await stubs.fetchAll(query)
    }

    /// Answers with the `fetch` stub.
    public func fetch(id: UUID) async throws(RepositoryError) -> Entity {
        try await stubs.fetch(id)
    }

    /// Answers with the `fetchByPrefix` stub.
    public func fetch(idPrefix: IDPrefix, limit: Int) async throws(RepositoryError) -> [Entity] {
        try await stubs.fetchByPrefix(idPrefix, limit)
    }

    /// Answers with the `create` stub.
    public func create(_ entity: Entity) async throws(RepositoryError) -> Entity {
        try await stubs.create(entity)
    }

    /// Answers with the `createAll` stub.
    public func createAll(_ entities: [Entity]) async throws(RepositoryError) -> [Entity] {
        try await stubs.createAll(entities)
    }

    /// Answers with the `updateWhole` stub.
    public func update(_ entity: Entity) async throws(RepositoryError) -> Entity {
        try await stubs.updateWhole(entity)
    }

    /// Answers with the `update` stub.
    public func update(id: UUID, _ change: @escaping EntityChange<Entity>) async throws(RepositoryError) -> Entity {
        try await stubs.update(id, change)
    }

    /// Answers with the `delete` stub.
    public func delete(id: UUID) async throws(RepositoryError) {
        try await stubs.delete(id)
    }

    /// Answers with the `count` stub.
    public func count(matching filter: Filter) async throws(RepositoryError) -> Int {
        try await stubs.count(filter)
    }

    /// No use case observes changes: a call fails the test, and the stream ends at once.
    public func changes() -> AsyncStream<ChangeSet<UUID>> {
        Issue.record("\(Entity.self) repository: changes() was called; a stub has no changes to give")
        return AsyncStream { $0.finish() }
    }
}

extension StubRepository: TodoRepositoryProtocol where Entity == Todo, Query == TodoQuery, Filter == TodoFilter {}
extension StubRepository: ProjectRepositoryProtocol
where Entity == Project, Query == ProjectQuery, Filter == ProjectFilter {
    /// Answers with the `fetchByUniqueField` stub, or else from the `fetchAll` stub's projects.
    public func fetch(name: String) async throws(RepositoryError) -> Project? {
        if let lookup = stubs.fetchByUniqueField {
            return try await lookup(name)
        }
        let key = Project.nameKey(for: name)
        return try await stubs.fetchAll(.all).first { $0.nameKey == key }
    }
}

/// A todo repository that does only what a test stubbed.
public typealias StubTodoRepository = StubRepository<Todo, TodoQuery, TodoFilter>
/// A project repository that does only what a test stubbed.
public typealias StubProjectRepository = StubRepository<Project, ProjectQuery, ProjectFilter>

/// Records that `operation` of `repository` ran unstubbed, and fails it.
private func unstubbed<Value>(_ repository: String, _ operation: String) throws(RepositoryError) -> Value {
    Issue.record("\(repository): \(operation) was called, but the test did not stub it")
    throw .storage(FailureEvidence("\(operation) is not stubbed"))
}
