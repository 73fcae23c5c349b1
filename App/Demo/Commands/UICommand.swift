import Foundation
import Presentation

/// `demo ui`, and `demo` alone on a terminal: the interactive mode.
struct UICommand: Command {
    static let spec = CommandSpec(summary: "Browse and change todos with the keyboard")

    init(_ parsed: ParsedCommand) {}

    func run(_ context: CommandContext) async -> ExitCode {
        guard context.canAsk, context.render.terminal.isTTY else {
            return context.fail("the interactive mode needs a terminal; use 'demo todo list' in scripts")
        }
        guard let viewModel = context.viewModel(TodoListViewModel.self) else { return .failure }
        let session = InteractiveSession(
            viewModel: viewModel, console: context.console, context: context.render,
            environment: ProcessInfo.processInfo.environment)
        return await session.run()
    }
}
