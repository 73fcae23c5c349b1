import Foundation

// The JSON file store's todo: one member per field, by its name, an absent value as `null` so
// that every member is always there to read or edit.
extension TodoRecord: Codable {
    enum CodingKeys: String, CodingKey {
        case id, title, notes, isCompleted, priority, dueDate, projectID, createdAt, updatedAt
    }

    /// Reads a todo as ``encode(to:)`` writes it (a missing optional is nil); a time outside
    /// `Date.storableMilliseconds` is a decoding error at its key, which the file store reports
    /// with the record's line.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(UUID.self, forKey: .id)
        self.init(
            id: id,
            title: try container.decode(String.self, forKey: .title),
            notes: try container.decode(String.self, forKey: .notes),
            isCompleted: try container.decode(Bool.self, forKey: .isCompleted),
            priority: try container.decode(Int.self, forKey: .priority),
            dueDate: try container.decodeTimeIfPresent(.dueDate, entity: "todo", id: id),
            projectID: try container.decodeIfPresent(UUID.self, forKey: .projectID),
            createdAt: try container.decodeTime(.createdAt, entity: "todo", id: id),
            updatedAt: try container.decodeTime(.updatedAt, entity: "todo", id: id)
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
