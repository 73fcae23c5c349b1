import Domain
import Foundation
import WireFormat

/// A record's value as a body writes it: a stored time (milliseconds since 1970) as `WireTime`,
/// an id as `WireID`, anything else as it is, alone, optional or in an array. A generated body
/// mapping calls `WireValue.of` for every field, so its template needs no branch per type.
enum WireValue {
    /// Anything but a time or an id: as it is.
    static func of<Value>(_ value: Value) -> Value { value }

    /// A stored time.
    static func of(_ milliseconds: Int64) -> WireTime { WireTime(Date(millisecondsSince1970: milliseconds)) }

    /// A stored time, or none.
    static func of(_ milliseconds: Int64?) -> WireTime? {
        milliseconds.map { WireTime(Date(millisecondsSince1970: $0)) }
    }

    /// Stored times.
    static func of(_ milliseconds: [Int64]) -> [WireTime] {
        milliseconds.map { WireTime(Date(millisecondsSince1970: $0)) }
    }

    /// Stored times, or none.
    static func of(_ milliseconds: [Int64]?) -> [WireTime]? {
        milliseconds.map { $0.map { WireTime(Date(millisecondsSince1970: $0)) } }
    }

    /// An id.
    static func of(_ id: UUID) -> WireID { WireID(id) }

    /// An id, or none.
    static func of(_ id: UUID?) -> WireID? { id.map(WireID.init) }

    /// Ids.
    static func of(_ ids: [UUID]) -> [WireID] { ids.map(WireID.init) }

    /// Ids, or none.
    static func of(_ ids: [UUID]?) -> [WireID]? { ids.map { $0.map(WireID.init) } }

    /// A ranked enum's stored rank, as its case's name (``/Domain/RankedFieldEnum``); a rank no
    /// case has (only a damaged store holds one) as its digits, which a server refuses.
    static func of<Value: RankedFieldEnum>(_ rank: Int, as _: Value.Type) -> String {
        Value(rawValue: rank)?.name ?? String(rank)
    }

    /// A ranked enum's stored rank, or none.
    static func of<Value: RankedFieldEnum>(_ rank: Int?, as type: Value.Type) -> String? {
        rank.map { of($0, as: type) }
    }
}
