import Domain
import Presentation

/// `demo project rename NAME NEW-NAME`.
struct ProjectRenameCommand: Command {
    let name: String
    let newName: String

    init(_ parsed: ParsedCommand) {
        name = parsed.positional(0) ?? ""
        newName = parsed.positional(1) ?? ""
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(ProjectListViewModel.self) else { return .failure }
        // The message names the project as stored, not as typed ("errands" finds "Errands").
        guard let old = await viewModel.project(named: name),
            let project = await viewModel.rename(name, to: newName)
        else {
            return context.fail(viewModel.errorMessage)
        }
        context.say("Renamed project \(old.name) to \(project.name)")
        return .success
    }
}
