import Domain
import Presentation

/// `demo project rm NAME [--force]`: refused while todos belong to the project.
struct ProjectRemoveCommand: Command {
    let name: String
    let force: Bool

    init(_ parsed: ParsedCommand) {
        name = parsed.positional(0) ?? ""
        force = parsed.flag("force")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        switch Confirmation.ask(
            "Remove project \"\(name)\"?", force: force, command: ["project", "rm"], context: context)
        {
        case .proceed: break
        case .declined: return .failure
        case .refused: return .usage
        }
        let viewModel = context.services.projectList
        guard let project = await viewModel.delete(named: name) else { return context.fail(viewModel.errorMessage) }
        context.say("Removed project \(project.name)")
        return .success
    }
}
