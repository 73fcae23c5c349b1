//
//  TodoDetailView.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation
import WireFormat

/// Renders one todo whole, as ``EntityDetailView`` renders every entity: labelled lines on a
/// terminal, `field<TAB>value` lines in a pipe, or a JSON object.
public typealias TodoDetailView = EntityDetailView<Todo>

extension Todo {
    /// The fields' names, as the demo's options spell them, in declaration order.
    public static let fieldNames = [
        "title",
        "notes",
        "is-completed",
        "priority",
        "due-date",
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
            ("is-completed", todo.isCompleted.fieldText(timeZone: timeZone)),
            ("priority", todo.priority.fieldText(timeZone: timeZone)),
            ("due-date", todo.dueDate.fieldText(timeZone: timeZone)),
            (
                "project",
                ReferenceText.named(todo.projectID, in: referenceNames) ?? todo.projectID.fieldText(timeZone: timeZone)
            ),
        ]
    }
}

// Priority shows its case's name (FieldText+FieldEnum.swift).
extension Priority: FieldText {}
