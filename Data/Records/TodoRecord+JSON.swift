import Foundation

// How the JSON file store writes a todo: one key per field, ids as uppercase UUID strings, times
// as integer milliseconds, absent values as `null` so that every key is always visible.
extension TodoRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, notes, isCompleted, priority, dueDate, projectID, createdAt, updatedAt
    }

    /// Reads a todo written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(UUID.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            notes: try container.decode(String.self, forKey: .notes),
            isCompleted: try container.decode(Bool.self, forKey: .isCompleted),
            priority: try container.decode(Int.self, forKey: .priority),
            dueDate: try container.decodeIfPresent(Int64.self, forKey: .dueDate),
            projectID: try container.decodeIfPresent(UUID.self, forKey: .projectID),
            createdAt: try container.decode(Int64.self, forKey: .createdAt),
            updatedAt: try container.decode(Int64.self, forKey: .updatedAt)
        )
    }

    /// Writes every field, `null` for an absent due date or project.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(notes, forKey: .notes)
        try container.encode(isCompleted, forKey: .isCompleted)
        try container.encode(priority, forKey: .priority)
        try container.encode(dueDate, forKey: .dueDate)
        try container.encode(projectID, forKey: .projectID)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}

extension TodoRecord {
    /// Writes the record as ``encode(to:)`` and a sorted-keys `JSONEncoder` would, only faster:
    /// the file store writes every record of a snapshot this way.
    func writeJSON(to writer: inout JSONWriter) {
        writer.raw("{\"createdAt\":")
        writer.integer(createdAt)
        writer.raw(",\"dueDate\":")
        writer.integer(dueDate)
        writer.raw(",\"id\":")
        writer.uuid(id)
        writer.raw(",\"isCompleted\":")
        writer.bool(isCompleted)
        writer.raw(",\"notes\":")
        writer.string(notes)
        writer.raw(",\"priority\":")
        writer.integer(priority)
        writer.raw(",\"projectID\":")
        writer.uuid(projectID)
        writer.raw(",\"title\":")
        writer.string(title)
        writer.raw(",\"updatedAt\":")
        writer.integer(updatedAt)
        writer.raw("}")
    }
}
