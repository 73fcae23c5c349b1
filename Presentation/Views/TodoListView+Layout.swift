import Domain
import Foundation

// What a todo list has beyond a generated entity's: `todo list` keeps the demo's own table (a done
// mark, priority and overdue colours, the project by name, "open todos") and pipe rows, which
// docs/DEMO.md and the golden tests hold, where a generated list writes a column per field. Its
// empty list and footer are every entity's (TextTable.listing).
extension Todo {
    /// The todo list as text: a table on a terminal (symbols and colour when allowed, truncated to
    /// the width), one tab-separated row per todo in a pipe (``TodoPipeRows``); "open todos" when
    /// `filter` selects open ones.
    public static func listText(
        _ todos: [Todo], matchingCount: Int, filter: TodoFilter?, referenceNames: [UUID: String],
        context: RenderContext
    ) -> String {
        guard context.terminal.isTTY else {
            return TodoPipeRows.text(todos, projectNames: referenceNames, timeZone: context.timeZone)
        }
        let noun: String =
            switch filter?.completion.isCompleted {
            case false?: "open todos"
            case true?: "done todos"
            case nil: "todos"
            }
        return TextTable.listing(
            columns: columns,
            rows: todos.map { cells($0, projectName: $0.projectID.flatMap { referenceNames[$0] }, context: context) },
            matchingCount: matchingCount, nouns: (String(noun.dropLast()), noun), terminal: context.terminal)
    }

    /// Every column is headed, the done mark's too, on a colour terminal (✓/○) as elsewhere ([x]).
    private static let columns: [TextTable.Column] =
        [
            .init(header: "ID"),
            .init(header: "DONE"),
            .init(header: "PRI"),
            .init(header: "DUE"),
            .init(header: "PROJECT", maximum: 20, shrinkOrder: 1, minimum: 4),
            .init(header: "TITLE", shrinkOrder: 0, minimum: 8),
        ]

    private static func cells(_ todo: Todo, projectName: String?, context: RenderContext) -> [TextTable.Cell] {
        let styled = context.terminal.isStyled
        let overdue = !todo.isCompleted && (todo.dueDate.map { $0 < context.now } ?? false)
        let mark =
            styled
            ? TextTable.Cell(todo.isCompleted ? "✓" : "○", todo.isCompleted ? [.green] : [])
            : TextTable.Cell(todo.isCompleted ? "[x]" : "[ ]")
        let priorityStyles: [TextStyle] =
            switch todo.priority {
            case .high: [.red, .bold]
            case .medium: []
            case .low: [.dim]
            }
        return [
            TextTable.Cell(ShortID.of(todo.id), [.yellow]),
            mark,
            TextTable.Cell(todo.priority.name, priorityStyles),
            TextTable.Cell(
                todo.dueDate.map { DueDateFormat.format($0, timeZone: context.timeZone) } ?? "",
                overdue ? [.red] : []),
            TextTable.Cell(projectName ?? "", [.cyan]),
            TextTable.Cell(todo.title, todo.isCompleted ? [.dim] : []),
        ]
    }
}
