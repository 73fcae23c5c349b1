import Foundation

/// Where one kind of entity lives, as the rest of the app sees it: the operations every
/// entity's repository has, whatever the store.
///
/// Each entity's own protocol (``TodoRepositoryProtocol``, ``ProjectRepositoryProtocol``, and
/// those `scripts/scaffold` writes) refines this one, fixes its types and states the entity's own
/// rules; code written once for all entities (the server's routes, a command's output) calls
/// this one. `any TodoRepositoryProtocol` converts to `any EntityRepository<Todo, TodoQuery, TodoFilter>`.
///
/// Every method validates its input with the Domain rules first and writes nothing when it
/// throws. Errors are always ``RepositoryError``; the store's own error travels inside it.
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
    /// store's id index: ask for 2 to tell a unique prefix from an ambiguous one.
    func fetch(idPrefix: IDPrefix, limit: Int) async throws(RepositoryError) -> [Entity]

    /// Stores a new entity and returns it as stored (validated and normalised); `.conflict` when
    /// its id (or another unique key of the entity) is taken.
    func create(_ entity: Entity) async throws(RepositoryError) -> Entity

    /// Stores all of `entities` in one transaction, or none of them when any one fails.
    func createAll(_ entities: [Entity]) async throws(RepositoryError) -> [Entity]

    /// Replaces the stored entity with the same id, stamping `updatedAt`, and returns it as
    /// stored. `entity.updatedAt` is the version the caller read: when the stored entity has
    /// changed since, nothing is written and the error is `.conflict` of kind changed-since-read.
    func update(_ entity: Entity) async throws(RepositoryError) -> Entity

    /// Changes the stored entity in one store transaction: reads it, applies `change`, validates
    /// the result, stamps `updatedAt` and stores it, so that a concurrent change of the fields
    /// `change` leaves alone is never lost. `change` may run more than once (a store that finds
    /// the entity changed under it reads it again), so it must depend on nothing but the entity.
    /// `.notFound` when there is none.
    func update(id: UUID, _ change: @escaping EntityChange<Entity>) async throws(RepositoryError) -> Entity

    /// Removes the entity with this id; `.notFound` when there is none.
    func delete(id: UUID) async throws(RepositoryError)

    /// How many entities `filter` selects.
    func count(matching filter: Filter) async throws(RepositoryError) -> Int

    /// Every change committed through this repository's store from now on, one ``ChangeSet``
    /// per commit. The sequence ends when the iterating task is cancelled.
    func changes() -> AsyncStream<ChangeSet<UUID>>
}
