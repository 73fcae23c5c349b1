import DI
import Foundation
import Presentation

/// One `demo` command: made from the parsed command line (which is where bad values are refused,
/// as usage errors), then run against the app's view models.
@MainActor
protocol Command: SendableMetatype {
    /// What it accepts and how help explains it; its group fills in the words that name it.
    nonisolated static var spec: CommandSpec { get }
    /// Reads the command line; a bad value is a usage error here, before any store is opened.
    init(_ parsed: ParsedCommand) throws(UsageError)
    /// Runs the command and says how the process should end.
    func run(_ context: CommandContext) async -> ExitCode
}

/// What a command needs from the app: where to write, how the output looks, the container it
/// asks for its view model, and whether a person is there to answer.
@MainActor
struct CommandContext {
    /// Standard output and error.
    let console: Console
    /// How standard output renders: terminal, width, zone.
    let render: RenderContext
    /// How standard error looks (for the progress bar and coloured errors).
    let errorTerminal: TerminalDescription
    /// The container the composition root built over the chosen store; a command resolves the
    /// one view model it runs, and nothing else is built.
    let resolver: any Resolver
    /// Whether standard input is a terminal, so a question can be asked.
    let canAsk: Bool

    /// Writes a failure to standard error as `demo: error: MESSAGE` and returns `.failure`.
    func fail(_ message: String?) -> ExitCode {
        Reporter(console: console, terminal: errorTerminal).error(message ?? "failed")
        return .failure
    }

    /// A new view model from the container, the same way for Todo, Project and generated
    /// entities; nil after writing why it could not be made.
    func viewModel<ViewModel: Sendable>(_ type: ViewModel.Type) -> ViewModel? {
        do {
            return try resolver.require(type)
        } catch {
            _ = fail("cannot make the \(type): \(error)")
            return nil
        }
    }

    /// Writes a one-line confirmation of what was done (`Added 3f2a1b2c  Buy milk`) to standard
    /// output; `--json` commands print the stored value instead.
    func say(_ text: TerminalText) {
        console.out(text + "\n")
    }
}
