import Domain
import Foundation

/// Finds the record a reference option names (`milestone add --project Home`, `order add
/// --customer 3f2a`), for any entity that can be referred to, hand-written or generated alike: by
/// its unique text field when it has one (a project's name, compared as unique values are,
/// ``/Domain/TextRules/uniquenessKey(_:)``), else by its id or the start of one, answered as the
/// entity's `show` answers it. A name no record has fails as Todo's `--project` does, listing the
/// names there are (``ActionFailure/noMatchForName(_:entityWords:pluralWords:known:)``).
public struct ReferenceFinder<Entity: VersionedEntity>: Sendable {
    private let pluralWords: String
    private let resolver: EntityIDResolver<Entity>
    private let everyRecord: @Sendable () async throws -> [Entity]
    private let keys: [@Sendable (Entity) -> String]

    /// Finds records of `repository`; `all` is the query that selects every record, `key` the
    /// unique text field a person may name one by (nil when the entity has none), and `label` what
    /// a person reads beside each candidate of an ambiguous prefix.
    public init<Repository: EntityRepository>(
        _ entityWords: String, pluralWords: String, repository: Repository, all: Repository.Query,
        key: (@Sendable (Entity) -> String)? = nil, label: @escaping @Sendable (Entity) -> String
    ) where Repository.Entity == Entity {
        self.pluralWords = pluralWords
        resolver = EntityIDResolver(
            entityWords: entityWords, fetch: { try await repository.fetch(id: $0) },
            fetchPrefix: { try await repository.fetch(idPrefix: $0, limit: $1) }, label: label)
        everyRecord = { try await repository.fetchAll(all) }
        keys = key.map { [$0] } ?? []
    }

    /// The id of the record `text` names, or why none is: no match (listing the names there are),
    /// or a prefix that several ids share (listing them); its ``ActionFailure/message`` is the
    /// sentence for the person.
    public func id(named text: String) async -> Result<UUID, ActionFailure> {
        do {
            return .success(
                try await resolver.entity(named: text, keys: keys, pluralWords: pluralWords, all: everyRecord).id)
        } catch {
            return .failure(ActionFailure(error))
        }
    }
}
