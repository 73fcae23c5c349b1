//
//  TodoDetailView.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation
import WireFormat

/// Renders one todo whole: labelled lines on a terminal, `field<TAB>value` lines in a pipe, or a
/// JSON object.
public enum TodoDetailView {
    /// The todo `viewModel` holds; empty when none is loaded.
    @MainActor
    public static func render(
        _ viewModel: TodoDetailViewModel, format: OutputFormat = .text, context: RenderContext
    ) -> String {
        guard let todo = viewModel.todo else { return "" }
        return render(todo, projectName: viewModel.projectName, format: format, context: context)
    }

    // Differs from the template (a line per field, named as its option): `todo show` keeps the
    // demo's own layout, title first and the project by name, that docs/DEMO.md holds.
    /// `todo`, in project `projectName`.
    public static func render(
        _ todo: Todo, projectName: String?, format: OutputFormat = .text, context: RenderContext
    ) -> String {
        if format == .json {
            return JSONText.pretty(TodoJSON(todo))
        }
        let zone = context.timeZone
        let fields: [(String, String)] = [
            ("id", todo.id.uuidString.lowercased()),
            ("status", todo.isCompleted ? "done" : "open"),
            ("priority", todo.priority.name),
            ("due", todo.dueDate.map { DueDateFormat.format($0, timeZone: zone) } ?? ""),
            ("project", projectName ?? ""),
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

extension Todo {
    /// The fields' names, as the demo's options spell them, in declaration order.
    public static let fieldNames = [
        "title",
        "notes",
        "done",
        "priority",
        "due",
        "project",
    ]

    /// The wire object of `todo`, as `--json` prints it.
    public static func json(_ todo: Todo) -> TodoJSON {
        TodoJSON(todo)
    }

    /// Every field of `todo` by name, as text (see `FieldText`), in declaration order; with
    /// `referenceNames` (a list), a reference is the name it gives the id, or the short id.
    public static func fields(
        of todo: Todo, timeZone: TimeZone, referenceNames: [UUID: String]?
    ) -> [(name: String, text: String)] {
        [
            ("title", todo.title.fieldText(timeZone: timeZone)),
            ("notes", todo.notes.fieldText(timeZone: timeZone)),
            ("done", todo.isCompleted.fieldText(timeZone: timeZone)),
            ("priority", todo.priority.fieldText(timeZone: timeZone)),
            ("due", todo.dueDate.fieldText(timeZone: timeZone)),
            (
                "project",
                ReferenceText.named(todo.projectID, in: referenceNames) ?? todo.projectID.fieldText(timeZone: timeZone)
            ),
        ]
    }
}

// Priority shows its case's name (FieldText+FieldEnum.swift).
extension Priority: FieldText {}
