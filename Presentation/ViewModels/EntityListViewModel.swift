import Domain
import Foundation
import Observation

/// The list of an entity: what is shown under the current ``query``, and the actions a person
/// takes on it (add, delete, filter), written once for every entity. Each entity's own list view
/// model (`ProjectListViewModel`) is this class over its repository and those of the entities it
/// refers to. Every action reloads the list so that what is shown is what is stored.
///
/// Failures never throw out of the view model: they set ``state`` to `.failed`, ``errorMessage``
/// to a sentence for the person and ``failure`` to the typed reason for code.
@MainActor
@Observable
public class EntityListViewModel<Entity: PresentedEntity>: ActionRunning {
    /// The repository, whatever the store, as the entity's own protocol refines it.
    public typealias Repository = any EntityRepository<Entity, Entity.Query, Entity.Query.Filter>
    /// One read of an entity referred to: the name a list shows for each of its ids (the
    /// referred record's name, else its short id).
    typealias ReferenceNames = @Sendable () async throws -> [(UUID, String)]

    /// The entities selected by ``query``, in order.
    public private(set) var entities: [Entity] = []
    /// How many entities match ``query`` without its page, so a view can say "20 of 312".
    public private(set) var matchingCount = 0
    /// Where the last action is.
    public internal(set) var state: LoadState = .idle
    /// Why the last action failed, for the person; nil after a success.
    public internal(set) var errorMessage: String?
    /// The repository's typed error behind ``errorMessage``, when a repository failed.
    public internal(set) var repositoryError: RepositoryError?
    /// Why the last action failed, for code to decide on (an ambiguous id prefix, a repository's
    /// typed error...); nil after a success.
    public internal(set) var failure: ActionFailure?
    /// Which entities are listed and how; change it through ``filter(_:)``. Internal to set, for
    /// an entity that lists by options of its own and makes its query from them (Todo's
    /// `filter(_:)` of `TodoListOptions`, beside `TodoListViewModel`).
    public internal(set) var query: Entity.Query
    /// The name a list shows for each id the entities refer to (the referred record's name, else
    /// its short id), read with them; empty when they refer to nothing.
    public private(set) var referenceNames: [UUID: String] = [:]

    private let repository: Repository
    private let names: [ReferenceNames]

    /// Makes a view model over `repository` (the entity's own, `.erased`) and `names`, one
    /// read per entity referred to; nothing is loaded until ``load()``.
    nonisolated init(
        repository: Repository, query: Entity.Query,
        names: [ReferenceNames] = []
    ) {
        self.repository = repository
        self.names = names
        // The macro's backing storage: the observed setter is main-actor isolated, init is not.
        self._query = query
    }

    /// Loads the entities selected by ``query``.
    public func load() async {
        await perform { try await reload() }
    }

    /// Shows the entities selected by `query` from now on.
    public func filter(_ query: Entity.Query) async {
        // Through the observed setter, so that views reading `query` are told it changed.
        self.query = query
        await load()
    }

    /// Stores `entity` and reloads; returns it as stored, or nil on failure.
    @discardableResult
    public func add(_ entity: Entity) async -> Entity? {
        await perform {
            let stored = try await repository.create(entity)
            try await reload()
            return stored
        }
    }

    /// Removes the entity; returns whether it was removed.
    @discardableResult
    public func delete(id: Entity.ID) async -> Bool {
        await perform {
            try await repository.delete(id: id)
            try await reload()
            return true
        } ?? false
    }

    /// The entity whose id starts with `prefix` (see ``/Domain/IDPrefix``), from every entity,
    /// not just those listed; nil with an explanation in ``errorMessage`` when none or several
    /// match.
    public func entity(idPrefix prefix: String) async -> Entity? {
        let resolver = EntityIDResolver(repository)
        return await perform { try await resolver.entity(idPrefix: prefix) }
    }

    /// Reads the list again under ``query``; every action ends with it, so what is shown is what is
    /// stored. An entity's own actions, in files of their own beside its view model, end with it
    /// too.
    func reload() async throws {
        // The names of what the entities refer to: one read of each entity referred to.
        var named: [(UUID, String)] = []
        for read in names { named += try await read() }
        try await reload(referenceNames: Dictionary(named, uniquingKeysWith: { first, _ in first }))
    }

    /// Reads the list under ``query`` and shows it with `referenceNames`: the end of ``reload()``,
    /// and of an entity's own that reads the names itself (Todo's, whose one read of the projects
    /// also finds the project its options name).
    final func reload(referenceNames: [UUID: String]) async throws {
        let listed = try await repository.fetchAll(query)
        let count = query.page == nil ? listed.count : try await repository.count(matching: query.filter)
        (entities, matchingCount, self.referenceNames) = (listed, count, referenceNames)
    }
}
