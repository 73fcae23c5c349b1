/// A todo as scripts read it (`--json`) and as `export` writes it and `import` reads it back.
///
/// Wire names are stable: scripts depend on them. Dates are strings: `due` is a `YYYY-MM-DD` day,
/// the stamps are ISO 8601 with milliseconds. The project is named, so a file can be written by
/// hand; `projectId` is informational.
public struct TodoJSON: Codable, Equatable, Sendable {
    /// Present in export files, where projects and todos share one stream: always "todo".
    public var type: String?
    /// The id, lower case; generated on import when absent.
    public var id: String?
    /// What to do.
    public var title: String
    /// Details; empty when absent.
    public var notes: String?
    /// Whether it is done; false when absent.
    public var done: Bool?
    /// `low`, `medium` or `high`; medium when absent.
    public var priority: String?
    /// `YYYY-MM-DD`, or absent.
    public var due: String?
    /// The name of its project, or absent.
    public var project: String?
    /// The id of its project, or absent.
    public var projectId: String?
    /// When it was created (ISO 8601); now when absent.
    public var createdAt: String?
    /// When it last changed (ISO 8601); `createdAt` when absent.
    public var updatedAt: String?

    /// The wire names, which `import` holds a line to: a misspelt one is refused, not dropped.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case type, id, title, notes, done, priority, due, project, projectId, createdAt, updatedAt
    }
}

/// A project as scripts read it and as export files carry it.
public struct ProjectJSON: Codable, Equatable, Sendable {
    /// Present in export files: always "project".
    public var type: String?
    /// The id, lower case; generated on import when absent.
    public var id: String?
    /// The name, unique ignoring case.
    public var name: String
    /// How many open todos it has (lists only; ignored on import).
    public var openTodos: Int?
    /// When it was created (ISO 8601); now when absent.
    public var createdAt: String?

    /// The wire names, which `import` holds a line to.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case type, id, name, openTodos, createdAt
    }
}
