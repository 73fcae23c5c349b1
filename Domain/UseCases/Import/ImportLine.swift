import Foundation

/// One todo line of an import file, as ``TodoImportSection`` checks it: a todo row, or why the
/// line could not be read as one. The file's format (JSON Lines, its wire names, how a time or a
/// due day is written) is Presentation's to read; what the rows mean against what is stored is
/// the section's.
public struct ImportLine: Sendable {
    /// What a line holds.
    public enum Content: Sendable {
        /// A todo row.
        case todo(TodoImportRow)
        /// A line that is not a todo row after all (an unknown field, a value of the wrong type...):
        /// why, in a sentence.
        case unreadable(String)
    }

    /// The line number in the file, counting from 1.
    public let number: Int
    /// What it holds.
    public let content: Content

    /// Line `number`, holding `content`.
    public init(number: Int, content: Content) {
        self.number = number
        self.content = content
    }
}

/// A field whose text only means something once read (an id, a time, a priority): left out, read,
/// or not readable. A row is checked in a fixed order (its id first, then its times, then the
/// rest), and a field that cannot be read is reported only when the check reaches it, so each
/// line names the same problem whoever read the text.
public enum ImportField<Value: Sendable>: Sendable {
    /// The row does not give the field.
    case absent
    /// The field, read.
    case value(Value)
    /// The field's text cannot be read: why, in a sentence that quotes it.
    case unreadable(String)

    /// The value, nil when absent; throws the reason when unreadable.
    func read() throws(ImportRowRefusal) -> Value? {
        switch self {
        case .absent: return nil
        case .value(let value): return value
        case .unreadable(let reason): throw ImportRowRefusal(reason)
        }
    }
}

/// A todo row of an import file. Its project is given by id (as export writes it) or by name (so
/// that a file can be written by hand), or both, which must then agree.
public struct TodoImportRow: Sendable {
    /// Its id; a new one is made when absent.
    public var id: ImportField<UUID>
    /// What to do.
    public var title: String
    /// Details; empty when absent.
    public var notes: String?
    /// Whether it is done; false when absent.
    public var done: Bool?
    /// How much it matters; medium when absent.
    public var priority: ImportField<Priority>
    /// When it is due, or absent.
    public var due: ImportField<Date>
    /// The name of its project, in the file or stored; none when absent.
    public var project: String?
    /// The id of its project, in the file or stored; none when absent.
    public var projectID: ImportField<UUID>
    /// When it was created; now (or the stored todo's) when absent.
    public var createdAt: ImportField<Date>
    /// When it last changed; the stored todo's, or `createdAt`, when absent.
    public var updatedAt: ImportField<Date>

    /// A todo row; every field but the title may be left out.
    public init(
        id: ImportField<UUID> = .absent, title: String, notes: String? = nil, done: Bool? = nil,
        priority: ImportField<Priority> = .absent, due: ImportField<Date> = .absent, project: String? = nil,
        projectID: ImportField<UUID> = .absent, createdAt: ImportField<Date> = .absent,
        updatedAt: ImportField<Date> = .absent
    ) {
        self.id = id
        self.title = title
        self.notes = notes
        self.done = done
        self.priority = priority
        self.due = due
        self.project = project
        self.projectID = projectID
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

/// Why a row breaks a rule of the import: a conflict with what is stored, a repeated id, a
/// project that is nowhere, a field that cannot be read. Reported as the line's ``ImportProblem``.
public struct ImportRowRefusal: Error, Sendable, CustomStringConvertible {
    /// Why, in a sentence.
    public let reason: String

    /// The refusal of a row, for `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }

    /// A row whose id an earlier line of the file has, on line `first`.
    static func repeated(_ noun: String, _ id: UUID, line first: Int) -> Self {
        Self("\(noun) id \(id.uuidString.lowercased()) is on line \(first) already")
    }

    /// A row whose id is stored with other content, on an import that does not replace: names
    /// the `fields` that differ.
    static func conflict(_ noun: String, _ id: UUID, _ fields: [String]) -> Self {
        let what = fields.isEmpty ? "other content" : "a different " + fields.joined(separator: ", ")
        return Self("\(noun) \(id.uuidString.lowercased()) is stored with \(what); give --replace to overwrite it")
    }
}
