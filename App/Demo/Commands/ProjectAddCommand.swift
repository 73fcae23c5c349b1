import Domain
import Presentation

/// `demo project add NAME [--json]`.
struct ProjectAddCommand: Command {
    let name: String
    let json: Bool

    init(_ parsed: ParsedCommand) {
        name = parsed.positional(0) ?? ""
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(ProjectListViewModel.self) else { return .failure }
        guard let project = await viewModel.add(name: name) else { return context.fail(viewModel.errorMessage) }
        if json {
            let rendered = ProjectListView.render(
                projects: [project], openCounts: [:], format: .json, context: context.render)
            context.console.out(.rendered(rendered))
        } else {
            context.say("Added project \(project.name)")
        }
        return .success
    }
}
