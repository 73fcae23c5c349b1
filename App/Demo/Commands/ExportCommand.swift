import Foundation
import Presentation

/// `demo export [--output FILE]`: every project and todo as JSON Lines.
struct ExportCommand: Command {
    let output: String?

    init(_ parsed: ParsedCommand) {
        output = parsed.value("output")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        let viewModel = context.services.transfer
        guard let text = await viewModel.export(timeZone: context.render.timeZone) else {
            return context.fail(viewModel.errorMessage)
        }
        guard let output else {
            context.console.out(.rendered(text))
            return .success
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            return context.fail("cannot write \(output): \(error.localizedDescription)")
        }
        return .success
    }
}
