import Domain
import Foundation
import WireFormat

/// A todo list for a script written a page at a time, as the pages are read: the JSON array or
/// the tab-separated rows ``TodoListView`` writes for the whole list, byte for byte, without
/// holding more than one page.
public struct TodoListStream {
    private let json: Bool
    private let projectNames: [Project.ID: String]
    private let timeZone: TimeZone
    private var wroteAny = false

    /// A stream of `format` (`.json`, or `.text` for the rows of a pipe), naming projects from
    /// `projectNames` and days in `timeZone`.
    public init(format: OutputFormat, projectNames: [Project.ID: String], timeZone: TimeZone) {
        self.json = format == .json
        self.projectNames = projectNames
        self.timeZone = timeZone
    }

    /// The text of the next page of `todos`.
    public mutating func page(_ todos: [Todo]) -> String {
        guard !todos.isEmpty else { return "" }
        defer { wroteAny = true }
        guard json else { return TodoPipeRows.text(todos, projectNames: projectNames, timeZone: timeZone) }
        // The page as the whole list's array writes it, less its brackets: its elements are
        // indented and separated as they would be among every todo.
        let array = JSONText.pretty(todos.map(TodoJSON.init))
        let elements = array.dropFirst("[\n".count).dropLast("\n]\n".count)
        return (wroteAny ? ",\n" : "[\n") + elements
    }

    /// The text that ends the list, after its last page.
    public func end() -> String {
        guard json else { return "" }
        return wroteAny ? "\n]\n" : "[]\n"
    }
}
