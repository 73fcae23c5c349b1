import Domain
import Presentation

/// `demo ENTITY show ID [--json]`, for every entity of a ``GeneratedCommands`` group.
struct EntityShowCommand<Group: GeneratedCommands>: Command {
    nonisolated static var spec: CommandSpec {
        CommandSpec(
            summary: "Show one \(Group.Entity.words.one) in full", positionals: [Group.id],
            options: [CommandCatalog.json])
    }

    let id: String
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try Group.readID(parsed)
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(Group.DetailViewModel.self) else { return .failure }
        guard await viewModel.load(named: id) else { return context.fail(viewModel.errorMessage) }
        context.console.out(
            .rendered(
                EntityDetailView<Group.Entity>.render(viewModel, format: json ? .json : .text, context: context.render))
        )
        return .success
    }
}
