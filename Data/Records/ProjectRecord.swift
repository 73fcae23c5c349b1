import Foundation

/// A project as stores keep it: times as integer milliseconds since 1970 (UTC), and the name's
/// uniqueness key stored beside it so that a store can index it. `Codable` as the JSON file
/// store reads it (every field, by its name).
public struct ProjectRecord: Equatable, Hashable, Sendable, Codable {
    /// The project's id.
    public var id: UUID
    /// The validated display name.
    public var name: String
    /// ``/Domain/Project/nameKey``: what uniqueness is decided on.
    public var nameKey: String
    /// Creation time in milliseconds since 1970.
    public var createdAt: Int64
    /// Last change in milliseconds since 1970.
    public var updatedAt: Int64

    /// Makes a record from its columns.
    public init(id: UUID, name: String, nameKey: String, createdAt: Int64, updatedAt: Int64) {
        self.id = id
        self.name = name
        self.nameKey = nameKey
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
