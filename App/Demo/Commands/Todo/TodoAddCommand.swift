import Domain
import Presentation

/// `demo todo add TITLE [--priority] [--due] [--project] [--notes] [--json]`.
struct TodoAddCommand: Command {
    static let spec = CommandSpec(
        summary: "Add a todo",
        positionals: [
            PositionalSpec(name: "TITLE", help: "What to do; several words are joined into one title", isVariadic: true)
        ],
        options: [
            TodoCommands.priority, .value("due", short: "d", "YYYY-MM-DD", "When it is due"),
            .value("project", "NAME", "The project's name (ignoring case)"), .value("notes", "TEXT", "Details"),
            CommandCatalog.json,
        ],
        examples: ["demo todo add Buy milk --priority high --due 2026-12-24 --project Home"])

    let new: Todo
    /// The project to file it under, by name, if any.
    let projectName: String?
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let path = parsed.spec.path
        // Read here rather than through TodoOptions.new, whose option readers would be on the path
        // of every `todo add` (scripts/measure-trace): `edit` reads them through TodoOptions.
        var new = Todo(title: parsed.positional(0) ?? "", notes: parsed.value("notes") ?? "")
        if let text = parsed.value("priority") { new.priority = try ValueParsing.priority(text, command: path) }
        if let text = parsed.value("due") {
            new.dueDate = try ValueParsing.day(text, timeZone: parsed.timeZone, command: path)
        }
        projectName = try parsed.value("project").map { text throws(UsageError) in
            try TodoCommands.projectName(text, command: path, hint: "leave --project out for a todo in no project")
        }
        self.new = new
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        // The detail view model stores and shows one todo; the list's would reload every todo.
        guard let viewModel = context.viewModel(TodoDetailViewModel.self) else { return .failure }
        guard await viewModel.create(new, projectName: projectName), let todo = viewModel.todo else {
            return context.fail(explained(viewModel))
        }
        if json {
            context.console.out(.rendered(TodoDetailView.render(viewModel, format: .json, context: context.render)))
        } else {
            context.say("Added \(ShortID.of(todo.id))  \(todo.title)")
        }
        return .success
    }
}
