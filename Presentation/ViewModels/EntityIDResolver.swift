import Domain
import Foundation

/// Turns what a person typed as an id (a whole id or a unique prefix of one) into the entity, with
/// one lookup on the store's id index, whatever the number of records. Todo's view models and the
/// generated ones use it alike. It takes the repository's two lookups as functions, so that it
/// works over a repository existential (`any CategoryRepositoryProtocol`).
struct EntityIDResolver<Entity: Identifiable & Sendable>: Sendable where Entity.ID == UUID {
    /// The entity in words, for messages: "category".
    let entityWords: String
    /// The repository's `fetch(id:)`.
    let fetch: @Sendable (UUID) async throws -> Entity
    /// The repository's `fetch(idPrefix:limit:)`.
    let fetchPrefix: @Sendable (IDPrefix, Int) async throws -> [Entity]
    /// What a person reads beside a candidate's id when a prefix is ambiguous.
    let label: @Sendable (Entity) -> String

    /// How many candidates an ambiguous prefix lists; one more is fetched to know there are more.
    static var listedCandidates: Int { 10 }

    func entity(idPrefix text: String) async throws -> Entity {
        if let id = UUID(text: text) {
            return try await fetch(id)
        }
        guard let prefix = IDPrefix(text) else {
            throw ActionFailure.notAnID(text)
        }
        let limit = Self.listedCandidates
        let candidates = try await fetchPrefix(prefix, limit + 1)
        switch candidates.count {
        case 1:
            return candidates[0]
        case 0:
            throw ActionFailure.noMatchForPrefix(text, entityWords: entityWords)
        default:
            throw ActionFailure.ambiguousIDPrefix(
                text, candidates: candidates.prefix(limit).map { IDCandidate(id: $0.id, label: label($0)) },
                more: candidates.count > limit)
        }
    }
}
