import Domain
import Foundation

/// Renders a todo list: a table on a terminal (symbols and colour when allowed, truncated to the
/// width), one tab-separated row per todo in a pipe, or a JSON array.
public enum TodoListView {
    /// The list `viewModel` holds.
    @MainActor
    public static func render(
        _ viewModel: TodoListViewModel, format: OutputFormat = .text, context: RenderContext
    ) -> String {
        render(
            todos: viewModel.todos, projectNames: viewModel.projectNames, matchingCount: viewModel.matchingCount,
            completion: viewModel.options.completion, format: format, context: context)
    }

    /// The list of `todos`, `matchingCount` of which match the filter in all.
    public static func render(
        todos: [Todo],
        projectNames: [Project.ID: String],
        matchingCount: Int,
        completion: TodoFilter.Completion,
        format: OutputFormat = .text,
        context: RenderContext
    ) -> String {
        let name = { (todo: Todo) in todo.projectID.flatMap { projectNames[$0] } }
        if format == .json {
            return JSONText.pretty(todos.map { TodoJSON($0, projectName: name($0), timeZone: context.timeZone) })
        }
        guard context.terminal.isTTY else {
            // One buffer for every row: scripts list thousands of todos, and this is the hot path.
            var output = ""
            output.reserveCapacity(pipeRowsCapacity(todos, projectNames: projectNames))
            for todo in todos {
                appendRow(todo, projectName: name(todo), timeZone: context.timeZone, to: &output)
            }
            return output
        }
        let noun = completion == .any ? "todos" : "\(completion == .open ? "open" : "done") todos"
        guard !todos.isEmpty else {
            return "No \(noun).\n"
        }
        let table = TextTable(
            columns: columns(styled: context.terminal.isStyled),
            rows: todos.map { cells($0, projectName: name($0), context: context) })
        let summary =
            todos.count < matchingCount
            ? "\(todos.count) of \(matchingCount) \(noun) shown."
            : "\(todos.count) \(todos.count == 1 ? String(noun.dropLast()) : noun)."
        let footer = TextStyle.apply(
            [.dim], to: TextFitting.truncated(summary, toWidth: context.terminal.width),
            enabled: context.terminal.isStyled)
        return (table.lines(for: context.terminal) + [footer]).map { $0 + "\n" }.joined()
    }

    /// Bytes enough for every row `appendRow` writes unless a field needs escapes: reserved once,
    /// the buffer never grows, where a guess of 96 bytes a row grew a 10,000-row list once, which
    /// copied a megabyte into fresh pages the process then faulted in one by one.
    static func pipeRowsCapacity(_ todos: [Todo], projectNames: [Project.ID: String]) -> Int {
        // The longest project name for every row: summing each row's own would cost a lookup a row.
        let project = projectNames.values.reduce(0) { max($0, $1.utf8.count) }
        // Id, the two tabs around the state and the state, the longest priority, a due day, three tabs and the new line.
        let fixed = UUID.textLength + 6 + 6 + 10 + 4 + project
        return todos.reduce(0) { $0 + fixed + $1.title.utf8.count }
    }

    /// Appends one line for scripts to `output`: id, state, priority, due, project, title.
    static func appendRow(_ todo: Todo, projectName: String?, timeZone: TimeZone, to output: inout String) {
        output += todo.id.lowercaseText
        output += todo.isCompleted ? "\tdone\t" : "\topen\t"
        output += todo.priority.name
        output += "\t"
        if let due = todo.dueDate { output += DueDateFormat.format(due, timeZone: timeZone) }
        output += "\t"
        if let projectName { output += TerminalSafety.tabField(projectName) }
        output += "\t"
        output += TerminalSafety.tabField(todo.title)
        output += "\n"
    }

    private static func columns(styled: Bool) -> [TextTable.Column] {
        [
            .init(header: "ID"),
            .init(header: styled ? "" : "DONE"),
            .init(header: "PRI"),
            .init(header: "DUE"),
            .init(header: "PROJECT", maximum: 20, shrinkOrder: 1, minimum: 4),
            .init(header: "TITLE", shrinkOrder: 0, minimum: 8),
        ]
    }

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
