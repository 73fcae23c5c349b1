import Domain
import Foundation
import Presentation

/// `demo import FILE [--replace]`: adds the projects and todos of a JSON Lines file, all or
/// nothing. Rows identical to stored ones are skipped; a row whose id is stored with other
/// content is a conflict unless `--replace`. Bad rows are all reported as `FILE:LINE: reason`,
/// and then nothing is imported.
struct ImportCommand: Command {
    let file: String
    let replace: Bool

    init(_ parsed: ParsedCommand) {
        file = parsed.positional(0) ?? ""
        replace = parsed.flag("replace")
    }

    /// How the file is named in messages (`-` for standard input, as it was given).
    private var name: String { file }

    func run(_ context: CommandContext) async -> ExitCode {
        let text: String
        do {
            text = try ImportText.decode(try read())
        } catch let error as ImportText.NotUTF8 {
            return context.fail("\(name):\(error.line): \(error)")
        } catch {
            return context.fail("cannot read \(name): \(error.localizedDescription)")
        }
        let viewModel = context.services.transfer
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

    private func read() throws -> Data {
        if file == "-" {
            return try FileHandle.standardInput.readToEnd() ?? Data()
        }
        return try Data(contentsOf: URL(fileURLWithPath: file))
    }
}
