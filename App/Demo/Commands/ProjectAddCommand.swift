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
        let viewModel = context.services.projectList
        guard let project = await viewModel.add(name: name) else { return context.fail(viewModel.errorMessage) }
        if json {
            context.console.out(
                ProjectListView.render(projects: [project], openCounts: [:], format: .json, context: context.render))
        } else {
            context.say("Added project \(project.name)")
        }
        return .success
    }
}
