import Foundation

/// A stored time outside `Date.storableMilliseconds`: only a damaged or hand-edited
/// store, or a foreign client, can hold one.
public struct UnstorableTime: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of record, e.g. `todo`.
    public let entity: String
    /// The record's id.
    public let id: UUID
    /// The field holding the time, e.g. `createdAt`.
    public let field: String
    /// The value found.
    public let milliseconds: Int64

    /// "todo 3F2A… has createdAt 9223372036854775807 ms, outside the years 0001 to 9999 that can be stored".
    public var description: String {
        "\(entity) \(id.uuidString) has \(field) \(milliseconds) ms since 1970, "
            + "outside the years 0001 to 9999 that can be stored"
    }
}
