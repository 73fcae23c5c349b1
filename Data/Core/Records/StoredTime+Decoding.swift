import Domain
import Foundation

// The same check as a `Date` field's (`StoredField.swift`), for a record decoded from JSON: a
// decoding error at the key, which the file store reports with the record's line.
extension KeyedDecodingContainer {
    /// The stored time under `key` of `entity` `id`: milliseconds within
    /// `Date.storableMilliseconds`, or a decoding error at that key naming the entity, the id
    /// and the field, which the file store reports with the record's line.
    func decodeTime(_ key: Key, entity: String, id: UUID) throws -> Int64 {
        let milliseconds = try decode(Int64.self, forKey: key)
        try Self.check(milliseconds, key, in: self, entity: entity, id: id)
        return milliseconds
    }

    private static func check(_ milliseconds: Int64, _ key: Key, in container: Self, entity: String, id: UUID) throws {
        do {
            _ = try TimeRules.stored(milliseconds, entity: entity, id: id, field: key.stringValue)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }
}
