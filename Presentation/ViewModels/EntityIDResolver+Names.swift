import Domain
import Foundation

extension EntityIDResolver {
    /// The entity `text` names: the one whose unique field (any of `keys`, a project's name) has
    /// that value, found by the repository's lookup by that field (`lookups`, in the order of
    /// `keys`: a project's `fetch(name:)`), which compares as unique values are
    /// (``/Domain/TextRules/uniquenessKey(_:)``); else the one whose id is, or starts with, `text`.
    /// With no keys, the id alone, as ``entity(idPrefix:)``. A text that names none and is no id
    /// either fails listing the values there are (of the first key), read from `all` only then,
    /// as a person asks "which ones are there?" next.
    func entity(
        named text: String, keys: [@Sendable (Entity) -> String],
        lookups: [@Sendable (String) async throws -> Entity?], pluralWords: String,
        all: @Sendable () async throws -> [Entity]
    ) async throws -> Entity {
        guard let firstKey = keys.first else { return try await entity(idPrefix: text) }
        // A name first: a project may well be called "cafe", which is also hex. Each lookup is one
        // query on the field's unique index, not a read of every record.
        for lookup in lookups {
            if let named = try await lookup(text) {
                return named
            }
        }
        guard UUID(text: text) != nil || IDPrefix(text) != nil else {
            throw ActionFailure.noMatchForName(
                text, entityWords: entityWords, pluralWords: pluralWords, known: try await all().map(firstKey))
        }
        return try await entity(idPrefix: text)
    }
}
