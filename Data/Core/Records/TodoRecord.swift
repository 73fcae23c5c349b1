import Foundation

/// A todo as stores keep it: one field per column, times as integer milliseconds since 1970
/// (UTC), priority as its rank. SQLite reads and writes it by column index
/// (`TodoRecord+SQLite.swift`); the JSON file store with its `Codable` conformance below.
public struct TodoRecord: Equatable, Hashable, Sendable {
    /// The todo's id.
    public var id: UUID
    /// The validated title.
    public var title: String
    /// Free-form notes.
    public var notes: String
    /// Whether it is done.
    public var isCompleted: Bool
    /// ``/Domain/Priority`` rank: 0 low, 1 medium, 2 high.
    public var priority: Int
    /// Due time in milliseconds since 1970, if any.
    public var dueDate: Int64?
    /// The owning project's id, if any.
    public var projectID: UUID?
    /// Creation time in milliseconds since 1970.
    public var createdAt: Int64
    /// Last change in milliseconds since 1970.
    public var updatedAt: Int64

    /// Makes a record from its columns.
    public init(
        id: UUID, title: String, notes: String, isCompleted: Bool, priority: Int,
        dueDate: Int64?, projectID: UUID?, createdAt: Int64, updatedAt: Int64
    ) {
        self.id = id
        self.title = title
        self.notes = notes
        self.isCompleted = isCompleted
        self.priority = priority
        self.dueDate = dueDate
        self.projectID = projectID
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

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
