import Foundation

/// A project as stores keep it: times as integer milliseconds since 1970 (UTC), and the name's
/// uniqueness key stored beside it so that a store can index it. SQLite reads and writes it by
/// column index (`ProjectRecord+SQLite.swift`); the JSON file store with its `Codable`
/// conformance below.
public struct ProjectRecord: Equatable, Hashable, Sendable {
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

// The JSON file store's project: one member per field, by its name.
extension ProjectRecord: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, nameKey, createdAt, updatedAt
    }

    /// Reads a project as ``encode(to:)`` writes it; a time outside `Date.storableMilliseconds`
    /// is a decoding error at its key, which the file store reports with the record's line.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(UUID.self, forKey: .id)
        self.init(
            id: id,
            name: try container.decode(String.self, forKey: .name),
            nameKey: try container.decode(String.self, forKey: .nameKey),
            createdAt: try container.decodeTime(.createdAt, entity: "project", id: id),
            updatedAt: try container.decodeTime(.updatedAt, entity: "project", id: id)
        )
    }

    /// Writes every field.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(nameKey, forKey: .nameKey)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}
