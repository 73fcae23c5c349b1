/// A todo on the wire: the one JSON object that `GET /v1/todos/{id}` answers, the remote store
/// sends and reads, `demo todo list --json` prints and `demo export` writes (docs/openapi.json,
/// `Todo`).
///
/// Ids are lower-case, instants ISO 8601 in UTC with milliseconds, the priority by name. A
/// nullable member may be left out of a request body; an answer writes every member, `null` for
/// an absent one. The names are stable: scripts and other clients depend on them.
public struct TodoJSON: Codable, Equatable, Sendable, WireObject {
    /// The id; left out only in a request body whose path names the record.
    public var id: WireID?
    /// What to do.
    public var title: String
    /// Details; may be empty.
    public var notes: String
    /// Whether it is done.
    public var done: Bool
    /// `low`, `medium` or `high`.
    public var priority: String
    /// When it should be done by, or null.
    public var due: WireTime?
    /// The id of its project, or null.
    public var projectId: WireID?
    /// When it was first stored; a server keeps the stored one on update.
    public var createdAt: WireTime
    /// When it last changed: its version (see `ETag`).
    public var updatedAt: WireTime

    /// The members, by their wire names: a body or an import line with another is refused.
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case id, title, notes, done, priority, due, projectId, createdAt, updatedAt
    }

    /// Domain's `isCompleted`, `dueDate` and `projectID`, as the wire names them.
    public static let membersByField = ["isCompleted": "done", "dueDate": "due", "projectID": "projectId"]

    /// A todo from its members.
    public init(
        id: WireID?, title: String, notes: String, done: Bool, priority: String, due: WireTime?,
        projectId: WireID?, createdAt: WireTime, updatedAt: WireTime
    ) {
        self.id = id
        self.title = title
        self.notes = notes
        self.done = done
        self.priority = priority
        self.due = due
        self.projectId = projectId
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// Writes every member, `null` for an absent one, so a reader always finds each.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(notes, forKey: .notes)
        try container.encode(done, forKey: .done)
        try container.encode(priority, forKey: .priority)
        try container.encode(due, forKey: .due)
        try container.encode(projectId, forKey: .projectId)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}
