import Domain
import Presentation

/// `demo ENTITY edit ID [--FIELD VALUE]... [--json]`, for every entity of a ``GeneratedCommands``
/// group: only the fields given change.
struct EntityEditCommand<Group: GeneratedCommands>: Command {
    nonisolated static var spec: CommandSpec {
        let words = Group.Entity.words
        return CommandSpec(
            summary: "Change \(words.article) \(words.one)'s fields", positionals: [Group.id],
            options: Group.Options.fields + [CommandCatalog.json])
    }

    let id: String
    let changes: [@Sendable (inout Group.Entity) -> Void]
    let lookups: [ReferenceLookup<Group.Entity>]
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try Group.readID(parsed)
        changes = try Group.Options.changes(parsed)
        lookups = try Group.Options.lookups(parsed)
        guard !changes.isEmpty || !lookups.isEmpty else {
            let names = Group.Options.fields.map { "--" + $0.name }.joined(separator: ", ")
            throw UsageError(message: "nothing to change; give one or more of \(names)", command: parsed.spec.path)
        }
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let found = await lookups.resolved(context) else { return .failure }
        let changes = changes + found
        guard let viewModel = context.viewModel(Group.DetailViewModel.self) else { return .failure }
        guard await viewModel.load(named: id),
            await viewModel.edit({ entity in for change in changes { change(&entity) } })
        else {
            return context.fail(viewModel.errorMessage)
        }
        context.console.out(
            .rendered(
                EntityDetailView<Group.Entity>.render(viewModel, format: json ? .json : .text, context: context.render))
        )
        return .success
    }
}
