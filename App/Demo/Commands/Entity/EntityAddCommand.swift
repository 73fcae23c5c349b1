import Domain
import Presentation

/// `demo ENTITY add [NAME] [--FIELD VALUE]... [--json]`, for every entity of a ``GeneratedCommands``
/// group: stores a new entity made from the options, and says so (or prints it, with `--json`).
struct EntityAddCommand<Group: GeneratedCommands>: Command {
    nonisolated static var spec: CommandSpec {
        let words = Group.Entity.words
        return CommandSpec(
            summary: "Add \(words.article) \(words.one)", positionals: Group.nameArgument.map { [$0] } ?? [],
            options: Group.Options.fields + [CommandCatalog.json])
    }

    let new: Group.Entity
    let lookups: [ReferenceLookup<Group.Entity>]
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        new = try Group.Options.new(parsed, positional: parsed.positional(0))
        lookups = try Group.Options.lookups(parsed)
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let found = await lookups.resolved(context) else { return .failure }
        var new = new
        for change in found { change(&new) }
        guard let viewModel = context.viewModel(Group.DetailViewModel.self) else { return .failure }
        guard await viewModel.create(new), let entity = viewModel.entity else {
            return context.fail(viewModel.errorMessage)
        }
        if json {
            context.console.out(
                .rendered(EntityDetailView<Group.Entity>.render(viewModel, format: .json, context: context.render)))
        } else {
            context.say("Added \(ShortID.labelled(entity.id, Group.Entity.label(entity)))")
        }
        return .success
    }
}
