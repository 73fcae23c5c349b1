import Foundation
import Presentation

/// `demo export [--output FILE]`: every project and todo as JSON Lines, to standard output or
/// to FILE (see ``OutputFile`` for how a symlink, a FIFO or a device is written).
struct ExportCommand: Command {
    static let spec = CommandSpec(
        summary: "Write every project and todo as JSON Lines",
        options: [.value("output", short: "o", "FILE", "Write to FILE instead of standard output")],
        examples: ["demo export > backup.jsonl"])

    let output: String?

    init(_ parsed: ParsedCommand) throws(UsageError) {
        output = try parsed.value("output").map { text throws(UsageError) in
            try ValueParsing.fileName(text, option: "output", command: parsed.spec.path)
        }
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(TransferViewModel.self) else { return .failure }
        do {
            // Read a page at a time into the spool, which is emptied when the export starts again;
            // only a complete export reaches the output.
            let spool = try SpoolFile()
            var spoolError: OutputFileError?
            let exported = await viewModel.export(
                restart: { try spool.empty() },
                write: { text in
                    do throws(OutputFileError) { try spool.append(text) } catch {
                        spoolError = error
                        throw error
                    }
                })
            if let spoolError { return context.fail(spoolError.description) }
            guard exported else { return context.fail(viewModel.errorMessage) }
            guard let output else {
                try spool.forEachPiece { piece in context.console.out(.rendered(String(decoding: piece, as: UTF8.self)))
                }
                return .success
            }
            try OutputFile.write(spool, to: output)
        } catch {
            return context.fail(error.description)
        }
        return .success
    }
}
