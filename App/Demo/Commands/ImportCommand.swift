import Foundation
import Presentation

/// `demo import FILE`: adds the projects and todos of a JSON Lines file, all or nothing. Bad rows
/// are all reported, each with its line number, and then nothing is imported.
struct ImportCommand: Command {
    let file: String

    init(_ parsed: ParsedCommand) {
        file = parsed.positional(0) ?? ""
    }

    func run(_ context: CommandContext) async -> ExitCode {
        let text: String
        do {
            text = try read()
        } catch {
            return context.fail("cannot read \(file): \(error.localizedDescription)")
        }
        let viewModel = context.services.transfer
        let progress = ProgressDisplay(console: context.console, terminal: context.errorTerminal)
        let imported = await viewModel.importLines(text, timeZone: context.render.timeZone) { progress.show($0) }
        progress.clear()
        guard imported else {
            for problem in viewModel.problems.prefix(50) {
                context.console.err("\(file):\(problem.line): \(problem.reason)\n")
            }
            if viewModel.problems.count > 50 {
                context.console.err("... and \(viewModel.problems.count - 50) more\n")
            }
            return context.fail(viewModel.errorMessage)
        }
        context.say("Imported \(viewModel.imported.projects) projects and \(viewModel.imported.todos) todos.")
        return .success
    }

    private func read() throws -> String {
        if file == "-" {
            return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        return try String(contentsOfFile: file, encoding: .utf8)
    }
}
