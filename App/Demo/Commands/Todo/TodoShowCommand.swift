import Presentation

/// `demo todo show ID [--json]`.
struct TodoShowCommand: Command {
    static let spec = CommandSpec(
        summary: "Show one todo in full", positionals: [TodoCommands.id], options: [CommandCatalog.json])

    let id: String
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try parsed.idPrefix()
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(TodoDetailViewModel.self) else { return .failure }
        guard await viewModel.load(idPrefix: id) else { return context.fail(viewModel.errorMessage) }
        context.console.out(
            .rendered(TodoDetailView.render(viewModel, format: json ? .json : .text, context: context.render)))
        return .success
    }
}
