import Domain
import Foundation

// What a todo's detail has beyond a generated entity's (a line per field, named as its option):
// `todo show` keeps the demo's own layout, title first, open or done, and the project by name,
// that docs/DEMO.md holds.
extension Todo {
    /// The todo whole as text: its title in bold, then labelled lines (those with a value) on a
    /// terminal, `field<TAB>value` lines in a pipe; its project by the name `referenceNames` gives.
    public static func detailText(_ todo: Todo, referenceNames: [UUID: String]?, context: RenderContext) -> String {
        let zone = context.timeZone
        let fields: [(String, String)] = [
            ("id", todo.id.uuidString.lowercased()),
            ("status", todo.isCompleted ? "done" : "open"),
            ("priority", todo.priority.name),
            ("due", todo.dueDate.map { DueDateFormat.format($0, timeZone: zone) } ?? ""),
            ("project", todo.projectID.flatMap { referenceNames?[$0] } ?? ""),
            ("created", DueDateFormat.formatTime(todo.createdAt, timeZone: zone)),
            ("updated", DueDateFormat.formatTime(todo.updatedAt, timeZone: zone)),
            ("notes", todo.notes),
        ]
        guard context.terminal.isTTY else {
            return ([("title", todo.title)] + fields)
                .map { "\($0.0)\t\(TerminalSafety.tabField($0.1))\n" }.joined()
        }
        let terminal = context.terminal
        let title = TextFitting.truncated(TerminalSafety.singleLine(todo.title), toWidth: terminal.width)
        var lines = [TextStyle.apply([.bold], to: title, enabled: terminal.isStyled)]
        for (label, value) in fields where !value.isEmpty {
            let prefix = "  " + TextFitting.fitted(label, toWidth: 9)
            let room = max(1, terminal.width - prefix.terminalWidth)
            // Notes may span lines; each is shown on its own, indented under the first.
            for (index, part) in value.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let text = TextFitting.truncated(TerminalSafety.singleLine(String(part)), toWidth: room)
                let blank = String(repeating: " ", count: prefix.count)
                let lead = index == 0 ? TextStyle.apply([.dim], to: prefix, enabled: terminal.isStyled) : blank
                lines.append(TextFitting.truncated(lead, toWidth: terminal.width) + text)
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
