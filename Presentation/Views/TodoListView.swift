//
//  TodoListView.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation
import WireFormat

/// Renders a todo list: a table on a terminal (symbols and colour when allowed, truncated to the
/// width), one tab-separated row per todo in a pipe, or a JSON array.
public enum TodoListView {
    /// The list `viewModel` holds.
    @MainActor
    public static func render(
        _ viewModel: TodoListViewModel, format: OutputFormat = .text, context: RenderContext
    ) -> String {
        render(
            todos: viewModel.todos, projectNames: viewModel.referenceNames, matchingCount: viewModel.matchingCount,
            completion: viewModel.options.completion, format: format, context: context)
    }

    // Differs from the template, which writes a column (and a pipe field) per field in declaration
    // order: `todo list` keeps the demo's own table (a done mark, priority and overdue colours, the
    // project by name, "open todos") and rows, which docs/DEMO.md and the golden tests hold. Its
    // empty list and footer are every entity's (TextTable.listing).
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
            return JSONText.pretty(todos.map(TodoJSON.init))
        }
        guard context.terminal.isTTY else {
            return TodoPipeRows.text(todos, projectNames: projectNames, timeZone: context.timeZone)
        }
        let noun = completion == .any ? "todos" : "\(completion == .open ? "open" : "done") todos"
        return TextTable.listing(
            columns: columns, rows: todos.map { cells($0, projectName: name($0), context: context) },
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
