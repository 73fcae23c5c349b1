import Domain
import Foundation

/// One entity as the REST contract serves it: its collection's name, how its queries are read
/// from a URL, how it is read from and written to JSON, and the repository calls behind the six
/// routes. ``ResourceRoutes`` turns any conforming type into those routes, so serving a new
/// entity is one conformance and one registration line (see ``ServedResources``).
protocol RESTResource: Sendable {
    /// The Domain entity, e.g. `Todo`.
    associatedtype Entity: Identifiable & Sendable where Entity.ID == UUID
    /// What the entity's list route selects with, e.g. `TodoQuery`.
    associatedtype Query: Sendable
    /// What the entity's count route selects with, e.g. `TodoFilter`.
    associatedtype Filter: Sendable
    /// The entity as a request body carries it.
    associatedtype Body: Decodable

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
    /// Writes the entity as the wire format has it.
    func write(_ entity: Entity, to writer: inout JSONWriter)

    /// See the repository protocol's `fetchAll`.
    func fetchAll(_ query: Query) async throws(RepositoryError) -> [Entity]
    /// See the repository protocol's `fetch(id:)`.
    func fetch(id: UUID) async throws(RepositoryError) -> Entity
    /// See the repository protocol's `fetch(idPrefix:limit:)`.
    func fetch(idPrefix: IDPrefix, limit: Int) async throws(RepositoryError) -> [Entity]
    /// See the repository protocol's `createAll`.
    func createAll(_ entities: [Entity]) async throws(RepositoryError) -> [Entity]
    /// `PUT`: with `version` (from `If-Match`), the repository protocol's `update(_:)` of
    /// `entity` as read at that version, refused as changed-since-read when the stored one is
    /// another; without it, `update(id:_:)` replacing every field, whatever the stored version.
    func update(_ entity: Entity, readAt version: Date?) async throws(RepositoryError) -> Entity
    /// See the repository protocol's `delete(id:)`.
    func delete(id: UUID) async throws(RepositoryError)
    /// See the repository protocol's `count(matching:)`.
    func count(matching filter: Filter) async throws(RepositoryError) -> Int
}
