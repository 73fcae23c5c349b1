import WireFormat

// A todo line as read before it is checked: every member of the wire object (WireFormat's
// `TodoJSON`, which export writes) as text, so that a bad value is reported with its line and
// field rather than failing the whole decode, and every member but the title may be left out, so
// that a file can be written by hand. Files written by earlier exports are read too: their `type`
// member, a todo's project by `project` name, and a `due` day written `YYYY-MM-DD`.

/// A todo line of an import file.
struct TodoImportJSON: Decodable, Sendable {
    var type: String?
    var id: String?
    var title: String
    var notes: String?
    var done: Bool?
    var priority: String?
    /// An ISO 8601 time, or (earlier exports) a `YYYY-MM-DD` day.
    var due: String?
    /// The name of its project (earlier exports and hand-written files).
    var project: String?
    var projectId: String?
    var createdAt: String?
    var updatedAt: String?

    /// The members a todo line may have: the wire object's, then those of earlier exports.
    static let members = TodoJSON.CodingKeys.allCases.map(\.rawValue) + ["type", "project"]
}
