import Domain
import Foundation

/// The one check every mapping from stored milliseconds to a `Date` makes: a value outside
/// `Date.storableMilliseconds` (written by the `sqlite3` shell, a hand-edited file or a foreign
/// client) is a storage error naming the entity, the id and the field, instead of a `Date` that
/// traps or prints as the year 292,278,994 later.
enum StoredTime {
    /// The time `milliseconds` stands for in field `field` of `entity` `id`.
    static func date(_ milliseconds: Int64, entity: String, id: UUID, field: String) throws(DataSourceError) -> Date {
        do {
            return try TimeRules.stored(milliseconds, entity: entity, id: id, field: field)
        } catch {
            throw .storage(FailureEvidence(error.description, underlying: error))
        }
    }

    /// The optional time `milliseconds`, checked the same way when present.
    static func optionalDate(
        _ milliseconds: Int64?, entity: String, id: UUID, field: String
    ) throws(DataSourceError) -> Date? {
        guard let milliseconds else { return nil }
        return try date(milliseconds, entity: entity, id: id, field: field)
    }
}
