import Foundation

// How the JSON file store writes a project: see TodoRecord+JSON.swift.
extension ProjectRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, nameKey, createdAt, updatedAt
    }

    /// Reads a project written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(UUID.self, forKey: .id),
            name: try container.decode(String.self, forKey: .name),
            nameKey: try container.decode(String.self, forKey: .nameKey),
            createdAt: try container.decode(Int64.self, forKey: .createdAt),
            updatedAt: try container.decode(Int64.self, forKey: .updatedAt)
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

extension ProjectRecord {
    /// Writes the record as ``encode(to:)`` and a sorted-keys `JSONEncoder` would; see
    /// `TodoRecord+JSON.swift`.
    func writeJSON(to writer: inout JSONWriter) {
        writer.raw("{\"createdAt\":")
        writer.integer(createdAt)
        writer.raw(",\"id\":")
        writer.uuid(id)
        writer.raw(",\"name\":")
        writer.string(name)
        writer.raw(",\"nameKey\":")
        writer.string(nameKey)
        writer.raw(",\"updatedAt\":")
        writer.integer(updatedAt)
        writer.raw("}")
    }
}
