import Domain
import Foundation

/// Finds the record a reference option names (`milestone add --project Home`, `order add
/// --customer 3f2a`), for any entity that can be referred to, hand-written or generated alike: by
/// its unique text field when it has one (a project's name, compared as unique values are,
/// ``/Domain/TextRules/uniquenessKey(_:)``), else by its id or the start of one, answered as the
/// entity's `show` answers it.
public struct ReferenceFinder<Entity: VersionedEntity>: Sendable {
    private let entityWords: String
    private let resolver: EntityIDResolver<Entity>
    private let everyRecord: @Sendable () async throws -> [Entity]
    private let key: (@Sendable (Entity) -> String)?

    /// Finds records of `repository`; `all` is the query that selects every record, `key` the
    /// unique text field a person may name one by (nil when the entity has none), and `label` what
    /// a person reads beside each candidate of an ambiguous prefix.
    public init<Repository: EntityRepository>(
        _ entityWords: String, repository: Repository, all: Repository.Query,
        key: (@Sendable (Entity) -> String)? = nil, label: @escaping @Sendable (Entity) -> String
    ) where Repository.Entity == Entity {
        self.entityWords = entityWords
        resolver = EntityIDResolver(
            entityWords: entityWords, fetch: { try await repository.fetch(id: $0) },
            fetchPrefix: { try await repository.fetch(idPrefix: $0, limit: $1) }, label: label)
        everyRecord = { try await repository.fetchAll(all) }
        self.key = key
    }

    /// The id of the record `text` names, or the sentence that says why none is: no match, or a
    /// prefix that several ids share (listing them).
    public func id(named text: String) async -> Result<UUID, ReferenceNotFound> {
        do {
            if let key {
                // A name first: a project may well be called "cafe", which is also hex.
                let wanted = TextRules.uniquenessKey(text)
                if let match = try await everyRecord().first(where: { TextRules.uniquenessKey(key($0)) == wanted }) {
                    return .success(match.id)
                }
            }
            if key != nil, UUID(text: text) == nil, IDPrefix(text) == nil {
                return .failure(ReferenceNotFound(message: "No \(entityWords) is named \"\(text)\"."))
            }
            return .success(try await resolver.entity(idPrefix: text).id)
        } catch {
            return .failure(ReferenceNotFound(message: ActionFailure(error).message))
        }
    }
}

/// Why a reference option named no record, as a sentence for the person.
public struct ReferenceNotFound: Error, Sendable {
    /// The sentence: "No project has an id starting with "e"."
    public let message: String
}
