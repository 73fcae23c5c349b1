import Foundation

/// A record as stores keep it, whatever its entity: an id that names it in every store, a
/// creation time that an update keeps, the mapping to and from its Domain value, and its JSON
/// form (`Codable`: the file store's snapshot and journal hold records as it writes them).
public protocol TableRecord: Hashable, Sendable, Codable {
    /// The Domain value this record stores.
    associatedtype Entity: StoredEntity

    /// The primary key, the file store's key, the last part of the record's REST path.
    var id: UUID { get }
    /// Creation time in milliseconds since 1970; every store keeps the stored one on update.
    var createdAt: Int64 { get set }
    /// Last change in milliseconds since 1970: also the record's version. Every write stamps it
    /// later than the stored one, and a whole-value update or a conditional `PUT` (`If-Match`)
    /// is refused when the stored one is not the one its caller read.
    var updatedAt: Int64 { get set }

    /// The record that stores `entity`.
    init(_ entity: Entity)

    /// The Domain value this record stores; a value only a damaged store can hold is `.storage`.
    func toDomain() throws(DataSourceError) -> Entity
}
