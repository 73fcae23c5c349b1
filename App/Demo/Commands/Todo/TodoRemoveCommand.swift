import Domain
import Presentation

/// `demo todo rm ID [--force]`: asks first on a terminal; needs `--force` otherwise.
struct TodoRemoveCommand: Command {
    static let spec = CommandSpec(
        summary: "Remove a todo", positionals: [TodoCommands.id], options: [CommandCatalog.force])

    let id: String
    let force: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try parsed.idPrefix()
        force = parsed.flag("force")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(TodoDetailViewModel.self) else { return .failure }
        guard await viewModel.load(idPrefix: id), let todo = viewModel.todo else {
            return context.fail(viewModel.errorMessage)
        }
        let question: TerminalText = "Remove todo \(ShortID.of(todo.id)) \"\(todo.title)\"?"
        let answer = Confirmation.ask(question, force: force, command: ["todo", "rm"], context: context)
        if let exit = answer.earlyExit { return exit }
        guard await viewModel.delete() else { return context.fail(viewModel.errorMessage) }
        context.say("Removed \(ShortID.of(todo.id))  \(todo.title)")
        return .success
    }
}
