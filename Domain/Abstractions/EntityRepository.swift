import Foundation

/// What every entity's repository protocol has in common, so that code written once for all
/// entities (the server's routes, a command's output) can call any of them.
///
/// Each entity's own protocol (``TodoRepositoryProtocol``, ``ProjectRepositoryProtocol``, and
/// those `scripts/scaffold` writes) refines this one and fixes its types; its own documentation
/// states the entity's rules. `any TodoRepositoryProtocol` converts to
/// `any EntityRepository<Todo, TodoQuery, TodoFilter>`.
public protocol EntityRepository<Entity, Query, Filter>: Sendable {
    /// The Domain value, e.g. ``Todo``.
    associatedtype Entity: VersionedEntity
    /// What a fetch asks for, e.g. ``TodoQuery``.
    associatedtype Query: Sendable
    /// What a count counts, e.g. ``TodoFilter``.
    associatedtype Filter: Sendable

    /// The entities `query` selects, in its order, within its page.
    func fetchAll(_ query: Query) async throws(RepositoryError) -> [Entity]
    /// The entity with this id; `.notFound` when there is none.
    func fetch(id: UUID) async throws(RepositoryError) -> Entity
    /// At most `limit` entities whose id starts with `idPrefix`, in id order, found through the
    /// store's id index.
    func fetch(idPrefix: IDPrefix, limit: Int) async throws(RepositoryError) -> [Entity]
    /// Stores a new entity and returns it as stored.
    func create(_ entity: Entity) async throws(RepositoryError) -> Entity
    /// Stores all of `entities` in one transaction, or none of them when any one fails.
    func createAll(_ entities: [Entity]) async throws(RepositoryError) -> [Entity]
    /// Replaces the stored entity with the same id, stamping `updatedAt`; `entity.updatedAt` is
    /// the version the caller read, and a stored entity changed since is a changed-since-read conflict.
    func update(_ entity: Entity) async throws(RepositoryError) -> Entity
    /// Changes the stored entity in one store transaction: only what `change` sets changes.
    func update(id: UUID, _ change: @escaping EntityChange<Entity>) async throws(RepositoryError) -> Entity
    /// Removes the entity with this id.
    func delete(id: UUID) async throws(RepositoryError)
    /// How many entities `filter` selects.
    func count(matching filter: Filter) async throws(RepositoryError) -> Int
    /// Every change committed through this repository's store from now on.
    func changes() -> AsyncStream<ChangeSet<UUID>>
}
