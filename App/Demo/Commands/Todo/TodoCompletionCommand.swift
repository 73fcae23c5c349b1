import Domain
import Presentation

/// `demo todo done ID`: marks a todo done (and, made by `undo`, open again).
struct TodoDoneCommand: Command {
    static let spec = CommandSpec(
        summary: "Mark a todo done", positionals: [TodoCommands.id], options: [CommandCatalog.json])

    let id: String
    let isCompleted: Bool
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        try self.init(parsed, isCompleted: true)
    }

    init(_ parsed: ParsedCommand, isCompleted: Bool) throws(UsageError) {
        id = try parsed.idPrefix()
        self.isCompleted = isCompleted
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(TodoDetailViewModel.self) else { return .failure }
        guard await viewModel.load(idPrefix: id), await viewModel.setCompleted(isCompleted),
            let todo = viewModel.todo
        else { return context.fail(viewModel.errorMessage) }
        if json {
            context.console.out(.rendered(TodoDetailView.render(viewModel, format: .json, context: context.render)))
        } else {
            context.say("\(isCompleted ? "Done" : "Reopened") \(ShortID.of(todo.id))  \(todo.title)")
        }
        return .success
    }
}

/// `demo todo undo ID`: marks a done todo open again.
struct TodoUndoCommand: Command {
    static let spec = CommandSpec(
        summary: "Mark a done todo open again", positionals: [TodoCommands.id], options: [CommandCatalog.json])

    let done: TodoDoneCommand

    init(_ parsed: ParsedCommand) throws(UsageError) {
        done = try TodoDoneCommand(parsed, isCompleted: false)
    }

    func run(_ context: CommandContext) async -> ExitCode {
        await done.run(context)
    }
}
