import Domain
import Foundation
import Observation

/// One entity, shown whole and edited: the `show`, `add`, `edit` and `rm` of the demo, written once
/// for every entity. Each entity's own detail view model (`ProjectDetailViewModel`) is this class
/// over its repository and those of the entities it refers to, naming ``entity`` as the entity
/// does (`project`).
///
/// Like every view model here it never throws: failures set ``state``, ``errorMessage``,
/// ``repositoryError`` and ``failure``.
@MainActor
@Observable
public class EntityDetailViewModel<Entity: PresentedEntity>: ActionRunning {
    /// The repository, whatever the store, as the entity's own protocol refines it.
    public typealias Repository = any EntityRepository<Entity, Entity.Query, Entity.Query.Filter>

    /// The entity, once loaded.
    public private(set) var entity: Entity?
    /// The name of each record ``entity`` refers to, by id (the referred record's name, else its
    /// short id), read with it: what a detail shows for a reference; empty when it refers to
    /// nothing, or to a record removed meanwhile.
    public private(set) var referenceNames: [UUID: String] = [:]
    /// Where the last action is.
    public internal(set) var state: LoadState = .idle
    /// Why the last action failed, for the person; nil after a success.
    public internal(set) var errorMessage: String?
    /// The repository's typed error behind ``errorMessage``, when a repository failed.
    public internal(set) var repositoryError: RepositoryError?
    /// Why the last action failed, for code to decide on (an ambiguous id prefix, a repository's
    /// typed error...); nil after a success.
    public internal(set) var failure: ActionFailure?

    /// One read of a record an entity refers to: its id and the name a detail shows for it, or nil
    /// when the entity refers to none there (a todo in no project, a project removed meanwhile).
    typealias ReferenceName = @Sendable (Entity) async throws -> (UUID, String)?

    private let repository: Repository
    private let names: [ReferenceName]
    /// The repository's lookup by each of ``PresentedEntity/keys``, in their order: one query on
    /// the field's unique index (a project's `fetch(name:)`), not a read of every entity.
    private let lookups: [@Sendable (String) async throws -> Entity?]

    /// Makes a view model over `repository` (the entity's own, `.erased`) and `names`, one read
    /// per reference; nothing is loaded until ``load(idPrefix:)``.
    nonisolated init(
        repository: Repository,
        lookups: [@Sendable (String) async throws -> Entity?],
        names: [ReferenceName] = []
    ) {
        self.repository = repository
        self.lookups = lookups
        self.names = names
    }

    /// Loads the entity whose id is, or starts with, `idPrefix`; returns whether it was found.
    @discardableResult
    public func load(idPrefix: String) async -> Bool {
        let resolver = EntityIDResolver(repository)
        return await succeeds { try await show(resolver.entity(idPrefix: idPrefix)) }
    }

    /// Loads the entity `text` names: the one whose unique field (``PresentedEntity/keys``) has
    /// that value, else the one whose id is, or starts with, it; returns whether it was found.
    /// What `show`, `edit` and `rm` take.
    @discardableResult
    public func load(named text: String) async -> Bool {
        let repository = repository
        return await succeeds {
            try await show(
                EntityIDResolver(repository).entity(
                    named: text, keys: Entity.keys, lookups: lookups, pluralWords: Entity.words.plural,
                    all: { try await repository.fetchAll(.all) }))
        }
    }

    /// Stores `new` and shows it as stored; returns whether it was stored. What a one-shot `add`
    /// needs: unlike ``EntityListViewModel/add(_:)`` it reloads no list.
    @discardableResult
    public func create(_ new: Entity) async -> Bool {
        await succeeds { try await show(repository.create(new)) }
    }

    /// Applies `change` to the loaded entity and stores it; returns whether it was stored. The
    /// change runs inside one store transaction on the stored value, so an edit of other fields
    /// made meanwhile (by another process, say) is kept.
    @discardableResult
    public func edit(_ change: @escaping EntityChange<Entity>) async -> Bool {
        await succeeds {
            let id = try loaded().id
            try await show(repository.update(id: id, change))
        }
    }

    /// Removes the loaded entity; returns whether it was removed. ``entity`` keeps the removed
    /// value so that a view can say what went.
    @discardableResult
    public func delete() async -> Bool {
        await succeeds { try await repository.delete(id: try loaded().id) }
    }

    /// Shows `entity` with the names of what it refers to, read unless `referenceNames` gives
    /// them: the end of every action that loads or stores one, an entity's own too (Todo's `done`,
    /// in a file of its own beside its view model).
    final func show(_ entity: Entity, referenceNames known: [UUID: String]? = nil) async throws {
        var named = known ?? [:]
        if known == nil {
            for read in names {
                if let (id, name) = try await read(entity) { named[id] = name }
            }
        }
        (self.entity, referenceNames) = (entity, named)
    }

    /// The loaded entity, or ``ActionFailure/nothingLoaded``.
    final func loaded() throws -> Entity {
        guard let entity else { throw ActionFailure.nothingLoaded }
        return entity
    }

    /// Runs `body` as one action; returns whether it succeeded.
    final func succeeds(_ body: () async throws -> Void) async -> Bool {
        await perform(body) != nil
    }
}
