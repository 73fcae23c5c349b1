import Domain
import Foundation
import WireFormat

/// One entity as the REST contract serves it: its collection's name, how its queries are read
/// from a URL, its body (read and written with `Codable`), and the repository behind the six
/// routes. ``ResourceRoutes`` turns any conforming type into those routes, so serving a new
/// entity is one conformance and one registration line (see ``ServedResources``).
protocol RESTResource: Sendable {
    /// The Domain entity, e.g. `Todo`.
    associatedtype Entity: VersionedEntity
    /// What the entity's list route selects with, e.g. `TodoQuery`.
    associatedtype Query: EntityQuery where Query.Entity == Entity
    /// What the entity's count route selects with, e.g. `TodoFilter`.
    associatedtype Filter: Sendable
    /// The entity as a request body carries it and an answer gives it.
    associatedtype Body: RecordBody

    /// The path segment below `/v1`, e.g. `todos`.
    var collection: String { get }
    /// The entity's name in messages, e.g. `todo`.
    var entityName: String { get }

    /// The query the parameters of `GET /{collection}` ask for.
    func query(from parameters: QueryParameters) throws(APIError) -> Query
    /// The filter the parameters of `GET /{collection}/count` ask for.
    func filter(from parameters: QueryParameters) throws(APIError) -> Filter
    /// The entity a body describes; `id` is the path's, which wins over the body's.
    func entity(from body: Body, id: UUID?) throws(APIError) -> Entity
    /// The entity as the wire format has it, for an answer.
    func body(of entity: Entity) -> Body

    /// The entity's repository, as the composition root registered it.
    var repository: any EntityRepository<Entity, Query, Filter> { get }

    /// Serves `repository`; each resource's memberwise initialiser.
    init(repository: any EntityRepository<Entity, Query, Filter>)
}

extension RESTResource {
    /// Serves `repository`, e.g. the `any TodoRepositoryProtocol` the container holds: each
    /// resource's `init(_:)` passes its entity's repository here.
    ///
    /// Swift does not convert `any TodoRepositoryProtocol` to `any EntityRepository<Todo, …>`
    /// by itself; passed as `some EntityRepository`, the value is opened, and the opened value converts.
    init(serving repository: some EntityRepository<Entity, Query, Filter>) {
        self.init(repository: repository)
    }
}

extension RESTResource {
    /// `PUT`: with `version` (from `If-Match`), ``/Domain/EntityRepository/update(_:)`` of
    /// `entity` as read at that version, refused as changed-since-read when the stored one is
    /// another; without it, ``/Domain/EntityRepository/update(id:_:)`` replacing every field,
    /// whatever the stored version.
    func update(_ entity: Entity, readAt version: Date?) async throws(RepositoryError) -> Entity {
        guard let version else { return try await repository.update(id: entity.id) { $0 = entity } }
        var read = entity
        read.updatedAt = version
        return try await repository.update(read)
    }
}

/// A record as a request body carries it and an answer gives it, both with its `Codable`
/// conformance (an answer writes every member, `null` for an absent one). Its `CodingKeys` spell
/// every member it may have: a body with another is refused, since a misspelt nullable member
/// (`projectId`) would otherwise be dropped.
protocol RecordBody: Codable, Sendable, WireObject {
    /// The members, by the names the wire gives them.
    associatedtype CodingKeys: CodingKey, CaseIterable, RawRepresentable<String>
}
