import Domain
import Presentation

/// `demo project list [--json]`.
struct ProjectListCommand: Command {
    let json: Bool

    init(_ parsed: ParsedCommand) {
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(ProjectListViewModel.self) else { return .failure }
        await viewModel.load()
        guard viewModel.state == .loaded else { return context.fail(viewModel.errorMessage) }
        context.console.out(
            .rendered(ProjectListView.render(viewModel, format: json ? .json : .text, context: context.render)))
        return .success
    }
}
