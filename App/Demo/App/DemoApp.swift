import Composition
import DI
import Foundation
import Presentation

/// `demo` from arguments to exit code: parse, choose the store, run the command, report.
@main
@MainActor
enum DemoApp {
    /// The process's entry point: hands over its arguments and environment and turns the result
    /// into the exit status.
    static func main() async {
        let console = Console()
        let code = await run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
            console: console)
        // A write that failed (a full disk, a closed descriptor) fails the run, whatever it did.
        exit(console.finish(code).rawValue)
    }

    private static func run(arguments: [String], environment: [String: String], console: Console) async -> ExitCode {
        let invocation: Invocation
        let globals: GlobalOptions
        do {
            (invocation, globals) = try CommandLineParser.parse(arguments)
        } catch {
            let noColor = arguments.contains("--no-color")
            let terminal = TerminalProbe.describe(descriptor: STDERR_FILENO, environment: environment, noColor: noColor)
            Reporter(console: console, terminal: terminal).usage(error)
            return .usage
        }
        let session = Session(console: console, globals: globals, environment: environment)
        guard case .run(let parsed) = invocation else { return await session.answer(invocation) }
        return await session.execute(parsed)
    }
}

/// One run after its command line was read: where it writes, how its two streams look, and the
/// options every command takes.
@MainActor
struct Session {
    let console: Console
    let globals: GlobalOptions
    let environment: [String: String]
    let output: TerminalDescription
    let errors: TerminalDescription

    init(console: Console, globals: GlobalOptions, environment: [String: String]) {
        (self.console, self.globals, self.environment) = (console, globals, environment)
        output = TerminalProbe.describe(descriptor: STDOUT_FILENO, environment: environment, noColor: globals.noColor)
        errors = TerminalProbe.describe(descriptor: STDERR_FILENO, environment: environment, noColor: globals.noColor)
    }

    var reporter: Reporter { Reporter(console: console, terminal: errors) }

    /// Makes the command `parsed` names, opens the store and runs the command on it.
    func execute(_ parsed: ParsedCommand) async -> ExitCode {
        let command: any Command
        let container: Container
        do {
            guard let type = parsed.spec.command else {
                throw UsageError(message: "'\(parsed.spec.path.joined(separator: " "))' is not a command to run")
            }
            command = try type.init(parsed)
            let location = try StoreLocation.choose(
                option: globals.store, environment: environment, defaults: StoreDefaults(environment: environment),
                token: globals.token)
            container = try CompositionRoot.makeContainer(store: location)
        } catch let error as UsageError {
            reporter.usage(error)
            return .usage
        } catch let error as StoreLocationError {
            reporter.usage(UsageError(message: error.description))
            return .usage
        } catch {
            reporter.error(String(describing: error))
            return .failure
        }
        if let note = CompositionRoot.unknownTablesNote(container) {
            console.err("demo: note: \(lines: note)\n")
        }
        let context = CommandContext(
            console: console, render: RenderContext(terminal: output, timeZone: parsed.timeZone), errorTerminal: errors,
            resolver: container, canAsk: TerminalProbe.inputIsTerminal)
        let code = await command.run(context)
        await CompositionRoot.close(container)
        return code
    }
}
