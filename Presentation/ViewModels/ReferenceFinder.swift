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

    /// Finds records of `repository`; `all` is the query that selects every record (read only to
    /// list the names there are when a name matches none), `key` the unique text field a person
    /// may name one by (nil when the entity has none), `lookup` the repository's lookup by that
    /// field (a project's `fetch(name:)`; without one, a name is looked for among every record),
    /// and `label` what a person reads beside each candidate of an ambiguous prefix.
    public init<Repository: EntityRepository>(
        _ entityWords: String, pluralWords: String, repository: Repository, all: Repository.Query,
        key: (@Sendable (Entity) -> String)? = nil, lookup: (@Sendable (String) async throws -> Entity?)? = nil,
        label: @escaping @Sendable (Entity) -> String
    ) where Repository.Entity == Entity {
        self.pluralWords = pluralWords
        resolver = EntityIDResolver(
            entityWords: entityWords, fetch: { try await repository.fetch(id: $0) },
            fetchPrefix: { try await repository.fetch(idPrefix: $0, limit: $1) }, label: label)
        let everyRecord: @Sendable () async throws -> [Entity] = { try await repository.fetchAll(all) }
        self.everyRecord = everyRecord
        keys = key.map { [$0] } ?? []
        lookups = key.map { key in [lookup ?? Self.reading(everyRecord, key: key)] } ?? []
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

    /// The lookup of a repository that has none by `key`: the record among every one whose `key`
    /// compares equal as unique values do.
    private static func reading(
        _ everyRecord: @escaping @Sendable () async throws -> [Entity], key: @escaping @Sendable (Entity) -> String
    ) -> @Sendable (String) async throws -> Entity? {
        { text in
            let wanted = TextRules.uniquenessKey(text)
            return try await everyRecord().first { TextRules.uniquenessKey(key($0)) == wanted }
        }
    }
}
