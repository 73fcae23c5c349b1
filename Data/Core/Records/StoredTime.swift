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

extension KeyedDecodingContainer {
    /// The stored time under `key` of `entity` `id`: milliseconds within
    /// `Date.storableMilliseconds`, or a decoding error at that key naming the entity, the id
    /// and the field, which the file store reports with the record's line.
    func decodeTime(_ key: Key, entity: String, id: UUID) throws -> Int64 {
        let milliseconds = try decode(Int64.self, forKey: key)
        try Self.check(milliseconds, key, in: self, entity: entity, id: id)
        return milliseconds
    }

    /// The same for an optional time: absent or `null` is nil.
    func decodeTimeIfPresent(_ key: Key, entity: String, id: UUID) throws -> Int64? {
        guard let milliseconds = try decodeIfPresent(Int64.self, forKey: key) else { return nil }
        try Self.check(milliseconds, key, in: self, entity: entity, id: id)
        return milliseconds
    }

    private static func check(_ milliseconds: Int64, _ key: Key, in container: Self, entity: String, id: UUID) throws {
        if case .failure(let problem) = TimeRules.stored(milliseconds, entity: entity, id: id, field: key.stringValue) {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: problem.description)
        }
    }
}
