import Domain
import Foundation
import Presentation

/// `demo import FILE [--replace]`: adds the projects and todos of a JSON Lines file, all or
/// nothing. Rows identical to stored ones are skipped; a row whose id is stored with other
/// content is a conflict unless `--replace`. Bad rows are all reported as `FILE:LINE: reason`,
/// and then nothing is imported.
struct ImportCommand: Command {
    static let spec = CommandSpec(
        summary: "Add the projects and todos of a JSON Lines file (all or nothing)",
        positionals: [PositionalSpec(name: "FILE", help: "A file written by export, or - for standard input")],
        options: [.flag("replace", "Overwrite stored rows whose id is in the file with other content")],
        examples: ["demo import backup.jsonl", "demo import --replace backup.jsonl"])

    let file: String
    let replace: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        file = parsed.positional(0) ?? ""
        replace = parsed.flag("replace")
        let path = parsed.spec.path
        guard !file.isEmpty else {
            throw UsageError(
                message: "the file name is empty; give a JSON Lines file, or - for standard input", command: path)
        }
        var status = stat()
        if stat(file, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw UsageError(
                message: "\(file) is a directory; give a JSON Lines file, or - for standard input", command: path)
        }
    }

    /// How the file is named in messages (`-` for standard input, as it was given).
    private var name: String { file }

    func run(_ context: CommandContext) async -> ExitCode {
        let text: String
        do {
            text = try ImportText.decode(
                try InputFile.read(file, standardInputClosed: context.console.standardInputWasClosed))
        } catch let error as ImportText.NotUTF8 {
            return context.fail("\(name):\(error.line): \(error)")
        } catch {
            return context.fail("\(error)")
        }
        guard let viewModel = context.viewModel(TransferViewModel.self) else { return .failure }
        let progress = ProgressDisplay(console: context.console, terminal: context.errorTerminal)
        let imported = await viewModel.importLines(text, timeZone: context.render.timeZone, replace: replace) {
            progress.show($0)
        }
        progress.clear()
        guard imported else {
            for problem in viewModel.problems.prefix(50) {
                context.console.err("\(name):\(problem.line): \(problem.reason)\n")
            }
            if viewModel.problems.count > 50 {
                context.console.err("... and \(viewModel.problems.count - 50) more\n")
            }
            return context.fail(viewModel.errorMessage)
        }
        context.say("\(viewModel.summary)")
        return .success
    }
}
