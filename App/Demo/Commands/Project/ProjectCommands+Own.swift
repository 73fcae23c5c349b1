import Domain
import Presentation

// What `demo project` has beyond the commands the scaffold writes for it: a `list` that shows how
// many open todos each project has, and `rename`, which finds the project by its name.

extension ProjectCommands {
    /// `list` in place of the generated one, and `rename` after the others.
    static let ownCommands = [
        CommandEntry("list", aliases: ["ls"], ProjectOpenTodosListCommand.self),
        CommandEntry("rename", ProjectRenameCommand.self),
    ]
}

/// `demo project list [filters] [--sort FIELD[:desc]] [--limit N] [--json]`: the generated list's
/// options and query, with each project's open todos beside its name (`id<TAB>name<TAB>open` in a
/// pipe; `--json` is the projects alone, as the REST API sends them).
struct ProjectOpenTodosListCommand: Command {
    static let spec = CommandSpec(
        summary: "List projects with their open todos", options: List.spec.options)

    /// The generated list, whose options and query this one takes.
    typealias List = EntityListCommand<ProjectCommands>
    let list: List

    init(_ parsed: ParsedCommand) throws(UsageError) {
        list = try List(parsed)
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(ProjectListViewModel.self),
            let todoRepository = context.viewModel((any TodoRepositoryProtocol).self),
            let query = await list.resolvedQuery(context)
        else { return .failure }
        await viewModel.filter(query)
        guard viewModel.state == .loaded, let openCounts = await viewModel.openTodoCounts(in: todoRepository) else {
            return context.fail(viewModel.errorMessage)
        }
        let rendered = ProjectListView.render(
            projects: viewModel.projects, openCounts: openCounts, format: list.json ? .json : .text,
            context: context.render)
        context.console.out(.rendered(rendered))
        return .success
    }
}

/// `demo project rename NAME NEW-NAME [--json]`: `edit --name` for a project named rather than
/// pointed at; `--json` writes the renamed project as `edit --json` does.
struct ProjectRenameCommand: Command {
    static let spec = CommandSpec(
        summary: "Rename a project",
        positionals: [
            PositionalSpec(name: "NAME", help: "Its current name"),
            PositionalSpec(name: "NEW-NAME", help: "The new name"),
        ],
        options: [CommandCatalog.json])

    let name: String
    let newName: String
    let json: Bool

    init(_ parsed: ParsedCommand) {
        name = parsed.positional(0) ?? ""
        newName = parsed.positional(1) ?? ""
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(ProjectListViewModel.self) else { return .failure }
        // The message names the project as stored, not as typed ("errands" finds "Errands").
        guard let old = await viewModel.project(named: name),
            let project = await viewModel.rename(name, to: newName)
        else {
            return context.fail(viewModel.errorMessage)
        }
        if json {
            context.console.out(.rendered(ProjectDetailView.render(project, format: .json, context: context.render)))
        } else {
            context.say("Renamed project \(old.name) to \(project.name)")
        }
        return .success
    }
}
