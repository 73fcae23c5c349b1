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
    let edit: TodoEdit
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let path = parsed.spec.path
        id = try parsed.idPrefix()
        var edit = TodoEdit(title: parsed.value("title"), notes: parsed.value("notes"))
        if let text = parsed.value("priority") { edit.priority = try ValueParsing.priority(text, command: path) }
        if let text = parsed.value("due") {
            edit.dueDate =
                text == "none" ? .clear : .set(try ValueParsing.day(text, timeZone: parsed.timeZone, command: path))
        }
        if let text = parsed.value("project") {
            let hint = "give --project none to take the todo out of its project"
            edit.projectName =
                text == "none" ? .clear : .set(try TodoCommands.projectName(text, command: path, hint: hint))
        }
        guard !edit.isEmpty else {
            throw UsageError(
                message: "nothing to change; give --title, --notes, --priority, --due or --project", command: path)
        }
        self.edit = edit
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(TodoDetailViewModel.self) else { return .failure }
        guard await viewModel.load(idPrefix: id), await viewModel.edit(edit) else {
            return context.fail(viewModel.errorMessage)
        }
        context.console.out(
            .rendered(TodoDetailView.render(viewModel, format: json ? .json : .text, context: context.render)))
        return .success
    }
}
