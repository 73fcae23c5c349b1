import Domain
import Foundation
import Presentation

/// `demo todo add TITLE [--priority] [--due] [--project] [--notes] [--json]`.
struct TodoAddCommand: Command {
    let draft: TodoDraft
    let json: Bool

    init(_ parsed: ParsedCommand, timeZone: TimeZone) throws(UsageError) {
        let path = parsed.spec.path
        var draft = TodoDraft(title: parsed.positional(0) ?? "", notes: parsed.value("notes") ?? "")
        if let text = parsed.value("priority") { draft.priority = try ValueParsing.priority(text, command: path) }
        if let text = parsed.value("due") {
            draft.dueDate = try ValueParsing.day(text, timeZone: timeZone, command: path)
        }
        draft.projectName = parsed.value("project")
        self.draft = draft
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        let viewModel = context.services.todoList
        guard let todo = await viewModel.add(draft) else { return context.fail(viewModel.errorMessage) }
        if json {
            let rendered = TodoDetailView.render(
                todo, projectName: viewModel.projectName(of: todo), format: .json, context: context.render)
            context.console.out(.rendered(rendered))
        } else {
            context.say("Added \(ShortID.of(todo.id))  \(todo.title)")
        }
        return .success
    }
}
