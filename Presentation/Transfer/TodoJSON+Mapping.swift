import Domain
import Foundation

extension TodoJSON {
    /// The wire form of `todo`; `projectName` is the name of its project, when it has one.
    init(_ todo: Todo, projectName: String?, timeZone: TimeZone, type: String? = nil) {
        self.type = type
        id = todo.id.uuidString.lowercased()
        title = todo.title
        notes = todo.notes
        done = todo.isCompleted
        priority = todo.priority.name
        due = todo.dueDate.map { DueDateFormat.format($0, timeZone: timeZone) }
        project = projectName
        projectId = todo.projectID?.uuidString.lowercased()
        createdAt = Timestamp.format(todo.createdAt)
        updatedAt = Timestamp.format(todo.updatedAt)
    }
}

extension ProjectJSON {
    /// The wire form of `project`, with its open-todo count in lists.
    init(_ project: Project, openTodos: Int?, type: String? = nil) {
        self.type = type
        id = project.id.uuidString.lowercased()
        name = project.name
        self.openTodos = openTodos
        createdAt = Timestamp.format(project.createdAt)
    }
}

/// ISO 8601 stamps with milliseconds, the precision every store keeps.
enum Timestamp {
    static func format(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    static func parse(_ text: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) {
            return date
        }
        return try? Date.ISO8601FormatStyle().parse(text)
    }
}

/// Encoding the wire values the same way everywhere: sorted keys, so output is stable.
enum JSONText {
    /// `value` as indented JSON, ending in a new line.
    static func pretty(_ value: some Encodable) -> String {
        let text = encode(value, formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        // The encoder writes an empty array over three lines; scripts and people expect `[]`.
        return (text.filter { !$0.isWhitespace } == "[]" ? "[]" : text) + "\n"
    }

    /// `value` as JSON on one line, without a new line.
    static func compact(_ value: some Encodable) -> String {
        encode(value, formatting: [.sortedKeys, .withoutEscapingSlashes])
    }

    private static func encode(_ value: some Encodable, formatting: JSONEncoder.OutputFormatting) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        // These values hold only strings, numbers and Booleans, which always encode.
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
