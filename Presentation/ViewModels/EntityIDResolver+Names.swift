import Domain
import Foundation

extension EntityIDResolver {
    /// The entity `text` names: the one whose unique field (any of `keys`, a project's name) has
    /// that value, compared as unique values are (``/Domain/TextRules/uniquenessKey(_:)``), among
    /// `all`; else the one whose id is, or starts with, `text`. With no keys, the id alone, as
    /// ``entity(idPrefix:)``. A text that names none and is no id either fails listing the values
    /// there are (of the first key), as a person asks "which ones are there?" next.
    func entity(
        named text: String, keys: [@Sendable (Entity) -> String], pluralWords: String,
        all: @Sendable () async throws -> [Entity]
    ) async throws -> Entity {
        guard let firstKey = keys.first else { return try await entity(idPrefix: text) }
        // A name first: a project may well be called "cafe", which is also hex.
        let wanted = TextRules.uniquenessKey(text)
        let records = try await all()
        let isNamed = { (record: Entity) in keys.contains { TextRules.uniquenessKey($0(record)) == wanted } }
        if let named = records.first(where: isNamed) {
            return named
        }
        guard UUID(text: text) != nil || IDPrefix(text) != nil else {
            throw ActionFailure.noMatchForName(
                text, entityWords: entityWords, pluralWords: pluralWords, known: records.map(firstKey))
        }
        return try await entity(idPrefix: text)
    }
}
