import Domain
import Foundation

/// The one check every mapping from stored or received milliseconds to a `Date` makes: a value
/// outside `Date.storableMilliseconds` (written by the `sqlite3` shell, a hand-edited file, a
/// foreign client or a server that breaks the contract) is a storage error naming the entity, the
/// id and the field, instead of a `Date` that traps or prints as the year 292,278,994 later.
enum StoredTime {
    /// The time `milliseconds` stands for in field `field` of `entity` `id`.
    ///
    /// - Parameter source: who supplied the value, for the summary: a store, or the server.
    static func date(
        _ milliseconds: Int64, entity: String, id: UUID, field: String, source: Source = .store
    ) throws(DataSourceError) -> Date {
        switch TimeRules.stored(milliseconds, entity: entity, id: id, field: field) {
        case .success(let date):
            return date
        case .failure(let problem):
            throw .storage(FailureEvidence("\(source.prefix)\(problem)", underlying: problem))
        }
    }

    /// The optional time `milliseconds`, checked the same way when present.
    static func optionalDate(
        _ milliseconds: Int64?, entity: String, id: UUID, field: String, source: Source = .store
    ) throws(DataSourceError) -> Date? {
        guard let milliseconds else { return nil }
        return try date(milliseconds, entity: entity, id: id, field: field, source: source)
    }

    /// Where a value came from.
    enum Source {
        /// A store's row, record or file.
        case store
        /// A server's answer.
        case server

        var prefix: String {
            switch self {
            case .store: ""
            case .server: "the server's answer cannot be used: "
            }
        }
    }
}
