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
        guard let viewModel = context.viewModel(ProjectListViewModel.self) else { return .failure }
        // Look it up first, so that nobody is asked to confirm removing a project that is not there.
        guard let found = await viewModel.project(named: name) else { return context.fail(viewModel.errorMessage) }
        let question: TerminalText = "Remove project \"\(found.name)\"?"
        let answer = Confirmation.ask(question, force: force, command: ["project", "rm"], context: context)
        if let exit = answer.earlyExit { return exit }
        guard let project = await viewModel.delete(named: name) else { return context.fail(viewModel.errorMessage) }
        context.say("Removed project \(project.name)")
        return .success
    }
}
