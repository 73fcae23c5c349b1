import Domain
import Foundation

/// The rows `demo todo list` prints for scripts: one tab-separated line per todo (id, state,
/// priority, due day, project, title), with backslash, tab, new line and carriage return in a
/// field escaped as `\\`, `\t`, `\n`, `\r`, so that every todo stays one line of six fields.
///
/// Fields are escaped by `TerminalSafety.tabField`, the one place that rule lives.
enum TodoPipeRows {
    /// The rows for `todos`, project names looked up in `projectNames`, due days in `timeZone`.
    static func text(_ todos: [Todo], projectNames: [Project.ID: String], timeZone: TimeZone) -> String {
        let projects = projectNames.mapValues(TerminalSafety.tabField)
        var rows = ""
        for todo in todos {
            rows += todo.id.uuidString.lowercased()
            rows += todo.isCompleted ? "\tdone\t" : "\topen\t"
            rows += todo.priority.name
            rows += "\t"
            rows += todo.dueDate.map { DueDateFormat.format($0, timeZone: timeZone) } ?? ""
            rows += "\t"
            rows += todo.projectID.flatMap { projects[$0] } ?? ""
            rows += "\t"
            rows += TerminalSafety.tabField(todo.title)
            rows += "\n"
        }
        return rows
    }
}
