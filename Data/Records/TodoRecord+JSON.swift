import Foundation

// How the JSON file store writes a todo: one key per field, ids as uppercase UUID strings, times
// as integer milliseconds, absent values as `null` so that every key is always visible.
extension TodoRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, notes, isCompleted, priority, dueDate, projectID, createdAt, updatedAt
    }

    /// Reads a todo written by ``encode(to:)``; a time outside `Date.storableMilliseconds` is a
    /// decoding error at its key.
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

    /// Reads a JSON array of todos with room made at once for as many as the rest of the file
    /// could hold as the store writes them (``leastJSONSize`` bytes each, at least), so that
    /// reading 100,000 never regrows and copies the array; the room no todo fills is never
    /// touched, so it is never resident either. A smaller hand-written todo only makes it grow.
    static func readArray(from reader: inout JSONReader) throws(JSONReader.Failure) -> [TodoRecord] {
        var records: [TodoRecord] = []
        records.reserveCapacity(reader.remainingCount / leastJSONSize)
        try reader.elements { reader throws(JSONReader.Failure) in records.append(try TodoRecord(json: &reader)) }
        return records
    }

    /// The bytes of the shortest todo ``writeJSON(to:)`` writes: empty texts, one-digit times,
    /// no due date, no project.
    static let leastJSONSize = 160

    /// Reads the record as ``init(from:)`` does, straight from the bytes: opening a store reads
    /// every record this way.
    init(json reader: inout JSONReader) throws(JSONReader.Failure) {
        reader.skipWhitespace()
        let start = reader.position
        if let record = try? Self(layout: &reader) {
            self = record
            return
        }
        reader.position = start
        var id: UUID?
        var title: String?
        var notes: String?
        var isCompleted: Bool?
        var priority: Int?
        var dueDate: Int64?
        var projectID: UUID?
        var createdAt: Int64?
        var updatedAt: Int64?
        try reader.members { reader, key throws(JSONReader.Failure) in
            if key.is("createdAt") {
                createdAt = try reader.storedTime()
            } else if key.is("dueDate") {
                dueDate = reader.null() ? nil : try reader.storedTime()
            } else if key.is("id") {
                id = try reader.uuid()
            } else if key.is("isCompleted") {
                isCompleted = try reader.bool()
            } else if key.is("notes") {
                notes = try reader.string()
            } else if key.is("priority") {
                priority = try reader.int()
            } else if key.is("projectID") {
                projectID = reader.null() ? nil : try reader.uuid()
            } else if key.is("title") {
                title = try reader.string()
            } else if key.is("updatedAt") {
                updatedAt = try reader.storedTime()
            } else {
                try reader.skipValue()
            }
        }
        guard let id, let title, let notes, let isCompleted, let priority, let createdAt, let updatedAt else {
            throw reader.failure()
        }
        self.init(
            id: id, title: title, notes: notes, isCompleted: isCompleted, priority: priority, dueDate: dueDate,
            projectID: projectID, createdAt: createdAt, updatedAt: updatedAt)
    }

    /// Reads the record only when it is laid out exactly as ``writeJSON(to:)`` writes it (every
    /// key, in that order, no whitespace), with the same value readers: the same meaning as the
    /// general reader, without looking each key up. Opening a store of 100,000 todos spent most
    /// of its parsing there.
    private init(layout reader: inout JSONReader) throws(JSONReader.Failure) {
        guard reader.literal("{\"createdAt\":") else { throw reader.failure() }
        let createdAt = try reader.storedTime()
        guard reader.literal(",\"dueDate\":") else { throw reader.failure() }
        let dueDate = reader.null() ? nil : try reader.storedTime()
        guard reader.literal(",\"id\":") else { throw reader.failure() }
        let id = try reader.uuid()
        guard reader.literal(",\"isCompleted\":") else { throw reader.failure() }
        let isCompleted = try reader.bool()
        guard reader.literal(",\"notes\":") else { throw reader.failure() }
        let notes = try reader.string()
        guard reader.literal(",\"priority\":") else { throw reader.failure() }
        let priority = try reader.int()
        guard reader.literal(",\"projectID\":") else { throw reader.failure() }
        let projectID = reader.null() ? nil : try reader.uuid()
        guard reader.literal(",\"title\":") else { throw reader.failure() }
        let title = try reader.string()
        guard reader.literal(",\"updatedAt\":") else { throw reader.failure() }
        let updatedAt = try reader.storedTime()
        guard reader.literal("}") else { throw reader.failure() }
        self.init(
            id: id, title: title, notes: notes, isCompleted: isCompleted, priority: priority, dueDate: dueDate,
            projectID: projectID, createdAt: createdAt, updatedAt: updatedAt)
    }
}
