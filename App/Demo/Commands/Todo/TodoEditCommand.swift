import Domain
import Presentation

/// `demo todo edit ID [--title] [--notes] [--priority] [--due DATE|none] [--project NAME|none]`.
struct TodoEditCommand: Command {
    static let spec = CommandSpec(
        summary: "Change a todo's fields", positionals: [TodoCommands.id],
        options: [
            .value("title", short: "t", "TEXT", "A new title"), .value("notes", "TEXT", "New notes"),
            TodoCommands.priority, .value("due", short: "d", "YYYY-MM-DD|none", "A new due date, or none"),
            .value("project", "NAME|none", "Another project, or none"), CommandCatalog.json,
        ],
        examples: ["demo todo edit 3f2a --due none --priority low"])

    let id: String
    /// One change per field option given.
    let changes: [@Sendable (inout Todo) -> Void]
    let project: ProjectAssignment?
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let path = parsed.spec.path
        id = try parsed.idPrefix()
        // --title, --notes and --priority are read as the generated options read them; --due takes
        // `none` and --project a name, as Todo's own.
        var changes = try TodoOptions.changes(parsed)
        if let text = parsed.value("due") {
            let due = text == "none" ? nil : try ValueParsing.day(text, timeZone: parsed.timeZone, command: path)
            changes.append { $0.dueDate = due }
        }
        project = try parsed.value("project").map { text throws(UsageError) in
            let hint = "give --project none to take the todo out of its project"
            return text == "none" ? .unassigned : .named(try TodoCommands.projectName(text, command: path, hint: hint))
        }
        guard !changes.isEmpty || project != nil else {
            throw UsageError(
                message: "nothing to change; give --title, --notes, --priority, --due or --project", command: path)
        }
        self.changes = changes
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(TodoDetailViewModel.self) else { return .failure }
        let changes = changes
        guard await viewModel.load(idPrefix: id),
            await viewModel.edit({ todo in for change in changes { change(&todo) } }, project: project)
        else {
            return context.fail(viewModel.errorMessage)
        }
        context.console.out(
            .rendered(TodoDetailView.render(viewModel, format: json ? .json : .text, context: context.render)))
        return .success
    }
}
