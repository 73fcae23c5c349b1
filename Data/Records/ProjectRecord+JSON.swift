import Foundation

// How the JSON file store reads and writes a project: see TodoRecord+JSON.swift. Writing is
// `Codable`'s own (every field, by its name); reading checks the times too.

extension ProjectRecord {
    private enum Keys: String, CodingKey {
        case id, name, nameKey, createdAt, updatedAt
    }

    /// Reads a project as `Codable` writes it; a time outside `Date.storableMilliseconds` is a
    /// decoding error at its key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let id = try container.decode(UUID.self, forKey: .id)
        self.init(
            id: id,
            name: try container.decode(String.self, forKey: .name),
            nameKey: try container.decode(String.self, forKey: .nameKey),
            createdAt: try container.decodeTime(.createdAt, entity: "project", id: id),
            updatedAt: try container.decodeTime(.updatedAt, entity: "project", id: id)
        )
    }

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

    /// Reads the record as ``init(from:)`` does, straight from the bytes.
    init(json reader: inout JSONReader) throws(JSONReader.Failure) {
        var id: UUID?
        var name: String?
        var nameKey: String?
        var createdAt: Int64?
        var updatedAt: Int64?
        try reader.members { reader, key throws(JSONReader.Failure) in
            if key.is("createdAt") {
                createdAt = try reader.storedTime()
            } else if key.is("id") {
                id = try reader.uuid()
            } else if key.is("name") {
                name = try reader.string()
            } else if key.is("nameKey") {
                nameKey = try reader.string()
            } else if key.is("updatedAt") {
                updatedAt = try reader.storedTime()
            } else {
                try reader.skipValue()
            }
        }
        guard let id, let name, let nameKey, let createdAt, let updatedAt else { throw reader.failure() }
        self.init(id: id, name: name, nameKey: nameKey, createdAt: createdAt, updatedAt: updatedAt)
    }
}
