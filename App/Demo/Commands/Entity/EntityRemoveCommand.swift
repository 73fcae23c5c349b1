import Domain
import Presentation

/// `demo ENTITY rm ID [--force]`, for every entity of a ``GeneratedCommands`` group: asks first on a
/// terminal; needs `--force` otherwise.
struct EntityRemoveCommand<Group: GeneratedCommands>: Command {
    nonisolated static var spec: CommandSpec {
        let words = Group.Entity.words
        return CommandSpec(
            summary: "Remove \(words.article) \(words.one)", positionals: [Group.id], options: [CommandCatalog.force])
    }

    let id: String
    let force: Bool
    let path: [String]

    init(_ parsed: ParsedCommand) throws(UsageError) {
        path = parsed.spec.path
        id = try Group.readID(parsed)
        force = parsed.flag("force")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(Group.DetailViewModel.self) else { return .failure }
        guard await viewModel.load(named: id), let entity = viewModel.entity else {
            return context.fail(viewModel.errorMessage)
        }
        let label = Group.Entity.label(entity)
        let question: TerminalText =
            "Remove \(Group.Entity.words.one) \(ShortID.of(entity.id))\(label.isEmpty ? "" : " \"\(label)\"")?"
        if let exit = Confirmation.ask(question, force: force, command: path, context: context).earlyExit {
            return exit
        }
        guard await viewModel.delete() else { return context.fail(viewModel.errorMessage) }
        context.say("Removed \(ShortID.labelled(entity.id, label))")
        return .success
    }
}
