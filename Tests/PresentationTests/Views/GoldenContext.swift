import Domain
import Foundation
import Presentation
import TestSupport

/// Fixed inputs for golden tests: a time zone, "now", and a list with every column filled.
enum Golden {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    static let now = Fixtures.date(86_400 * 2)

    static func context(_ terminal: TerminalDescription) -> RenderContext {
        RenderContext(terminal: terminal, timeZone: utc, now: now)
    }

    static let projectNames: [Project.ID: String] = [Sample.home.id: "Home", Sample.work.id: "Work"]

    static func todos() -> [Todo] {
        var todos = Sample.todos()
        todos[0].dueDate = Fixtures.date(86_400)  // 2026-01-02, before "now": overdue
        todos[1].dueDate = Fixtures.date(86_400 * 9)
        return todos
    }

    static func render(_ todos: [Todo], _ terminal: TerminalDescription, matching: Int? = nil) -> String {
        TodoListView.render(
            todos, matchingCount: matching ?? todos.count, referenceNames: projectNames,
            filter: TodoFilter(),
            context: context(terminal))
    }
}
