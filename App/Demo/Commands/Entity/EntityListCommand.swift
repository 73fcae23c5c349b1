import Domain
import Presentation

/// `demo ENTITY list [filters] [--sort FIELD[:desc]] [--limit N] [--json]`, for every entity of a
/// ``GeneratedCommands`` group.
struct EntityListCommand<Group: GeneratedCommands>: Command {
    nonisolated static var spec: CommandSpec {
        let plural = Group.Entity.words.plural
        return CommandSpec(
            summary: "List \(plural)",
            options: Group.Options.filters + [
                .value("sort", "FIELD[:asc|:desc]", Group.Options.sortFields.map(\.name).joined(separator: ", ")),
                .value("limit", short: "n", "N", "Show at most N \(plural)"), CommandCatalog.json,
            ])
    }

    /// The query the options ask for, before the reference conditions are found.
    let query: Group.Entity.Query
    /// The reference conditions (`--customer ID`), found when the command runs.
    let lookups: [ReferenceLookup<Group.Entity.Query>]
    /// Whether to write JSON.
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        query = try Group.Options.query(parsed)
        lookups = try Group.Options.filterLookups(parsed)
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(Group.ListViewModel.self),
            let query = await resolvedQuery(context)
        else { return .failure }
        await viewModel.filter(query)
        guard viewModel.state == .loaded else { return context.fail(viewModel.errorMessage) }
        context.console.out(
            .rendered(
                EntityListView<Group.Entity>.render(viewModel, format: json ? .json : .text, context: context.render)))
        return .success
    }

    /// The query with its reference conditions found; nil after saying which found nothing.
    func resolvedQuery(_ context: CommandContext) async -> Group.Entity.Query? {
        guard let found = await lookups.resolved(context) else { return nil }
        var query = query
        for change in found { change(&query) }
        return query
    }
}
