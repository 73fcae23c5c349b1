import Foundation
import Presentation

/// `demo export [--output FILE]`: every project and todo as JSON Lines, to standard output or
/// to FILE (see ``OutputFile`` for how a symlink, a FIFO or a device is written).
struct ExportCommand: Command {
    let output: String?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        output = try parsed.value("output").map { text throws(UsageError) in
            try ValueParsing.fileName(text, option: "output", command: parsed.spec.path)
        }
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(TransferViewModel.self) else { return .failure }
        guard let text = await viewModel.export() else {
            return context.fail(viewModel.errorMessage)
        }
        guard let output else {
            context.console.out(.rendered(text))
            return .success
        }
        do {
            try OutputFile.write(Array(text.utf8), to: output)
        } catch {
            return context.fail(error.description)
        }
        return .success
    }
}
