import Domain
import Foundation

/// Finds the record a reference option names (`milestone add --project Home`, `order add
/// --customer 3f2a`), for any entity that can be referred to, hand-written or generated alike: by
/// its unique text field when it has one (a project's name, compared as unique values are,
/// ``/Domain/TextRules/uniquenessKey(_:)``) through the repository's lookup by it, else by its id
/// or the start of one, answered as the entity's `show` answers it. A name no record has fails as Todo's `--project` does, listing the
/// names there are (``ActionFailure/noMatchForName(_:entityWords:pluralWords:known:)``).
public struct ReferenceFinder<Entity: VersionedEntity>: Sendable {
    private let pluralWords: String
    private let resolver: EntityIDResolver<Entity>
    private let everyRecord: @Sendable () async throws -> [Entity]
    private let keys: [@Sendable (Entity) -> String]
    private let lookups: [@Sendable (String) async throws -> Entity?]

    /// Finds records of an entity with no unique text field by their id or the start of one, in
    /// `repository`; `all` is the query that selects every record, and `label` what a person reads
    /// beside each candidate of an ambiguous prefix.
    public init<Repository: EntityRepository>(
        _ entityWords: String, pluralWords: String, repository: Repository, all: Repository.Query,
        label: @escaping @Sendable (Entity) -> String
    ) where Repository.Entity == Entity {
        self.init(entityWords, pluralWords: pluralWords, repository: repository, all: all, name: nil, label: label)
    }

    /// Finds records of `repository` by `key`, the unique text field a person may name one by,
    /// through `lookup`, the repository's lookup by that field (a project's `fetch(name:)`), else
    /// by their id or the start of one; `all` is the query that selects every record (read only to
    /// list the names there are when a name matches none), and `label` what a person reads beside
    /// each candidate of an ambiguous prefix.
    public init<Repository: EntityRepository>(
        _ entityWords: String, pluralWords: String, repository: Repository, all: Repository.Query,
        key: @escaping @Sendable (Entity) -> String, lookup: @escaping @Sendable (String) async throws -> Entity?,
        label: @escaping @Sendable (Entity) -> String
    ) where Repository.Entity == Entity {
        self.init(
            entityWords, pluralWords: pluralWords, repository: repository, all: all, name: (key, lookup), label: label)
    }

    private init<Repository: EntityRepository>(
        _ entityWords: String, pluralWords: String, repository: Repository, all: Repository.Query,
        name: (key: @Sendable (Entity) -> String, lookup: @Sendable (String) async throws -> Entity?)?,
        label: @escaping @Sendable (Entity) -> String
    ) where Repository.Entity == Entity {
        self.pluralWords = pluralWords
        resolver = EntityIDResolver(
            entityWords: entityWords, fetch: { try await repository.fetch(id: $0) },
            fetchPrefix: { try await repository.fetch(idPrefix: $0, limit: $1) }, label: label)
        everyRecord = { try await repository.fetchAll(all) }
        keys = name.map { [$0.key] } ?? []
        lookups = name.map { [$0.lookup] } ?? []
    }

    /// The id of the record `text` names, or why none is: no match (listing the names there are),
    /// or a prefix that several ids share (listing them); its ``ActionFailure/message`` is the
    /// sentence for the person.
    public func id(named text: String) async -> Result<UUID, ActionFailure> {
        do {
            return .success(
                try await resolver.entity(
                    named: text, keys: keys, lookups: lookups, pluralWords: pluralWords, all: everyRecord
                ).id)
        } catch {
            return .failure(ActionFailure(error))
        }
    }
}
