import Composition
import DI
import Foundation
import Presentation

/// `demo` from arguments to exit code: parse, choose the store, run the command, report.
@MainActor
enum DemoApp {
    static func run(arguments: [String], environment: [String: String]) async -> ExitCode {
        let console = Console()
        let code = await run(arguments: arguments, environment: environment, console: console)
        // A write that failed (a full disk, a closed descriptor) fails the run, whatever it did.
        return console.finish(code)
    }

    private static func run(arguments: [String], environment: [String: String], console: Console) async -> ExitCode {
        let parsedLine: (Invocation, GlobalOptions)
        do {
            parsedLine = try CommandLineParser.parse(arguments)
        } catch {
            let noColor = arguments.contains("--no-color")
            let terminal = TerminalProbe.describe(descriptor: STDERR_FILENO, environment: environment, noColor: noColor)
            Reporter(console: console, terminal: terminal).usage(error)
            return .usage
        }
        let (invocation, globals) = parsedLine
        let output = TerminalProbe.describe(
            descriptor: STDOUT_FILENO, environment: environment, noColor: globals.noColor)
        let errors = TerminalProbe.describe(
            descriptor: STDERR_FILENO, environment: environment, noColor: globals.noColor)
        let reporter = Reporter(console: console, terminal: errors)
        let parsed: ParsedCommand
        switch invocation {
        case .version:
            console.out("demo \(DemoVersion.current)\n")
            return .success
        case .completionScript(let shell):
            console.out(.rendered(CompletionScript.render(shell)))
            return .success
        case .help(let path):
            guard let text = HelpText.render(path) else {
                reporter.usage(UsageError(message: "no help for '\(path.joined(separator: " "))': no such command"))
                return .usage
            }
            console.out(.rendered(text))
            return .success
        case .nothing:
            guard output.isTTY, TerminalProbe.inputIsTerminal else {
                console.err(.rendered(HelpText.render([]) ?? ""))
                return .usage
            }
            parsed = ParsedCommand(spec: CommandCatalog.command(at: ["ui"]) ?? CommandCatalog.all[0])
        case .run(let command):
            parsed = command
        }
        let timeZone = TimeZone.current
        let command: any Command
        let container: Container
        do {
            command = try CommandFactory.make(parsed, timeZone: timeZone)
        } catch {
            reporter.usage(error)
            return .usage
        }
        do {
            let defaults = StoreDefaults(environment: environment)
            let location = try StoreLocation.choose(
                option: globals.store, environment: environment, defaults: defaults, token: globals.token)
            container = try CompositionRoot.makeContainer(store: location)
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
            console: console, render: RenderContext(terminal: output, timeZone: timeZone), errorTerminal: errors,
            resolver: container, canAsk: TerminalProbe.inputIsTerminal)
        let code = await command.run(context)
        await CompositionRoot.close(container)
        return code
    }
}

/// Makes the command a parsed command line names; bad option values become usage errors here,
/// before any store is opened.
enum CommandFactory {
    @MainActor
    static func make(_ parsed: ParsedCommand, timeZone: TimeZone) throws(UsageError) -> any Command {
        switch parsed.spec.path {
        case ["todo", "add"]: try TodoAddCommand(parsed, timeZone: timeZone)
        case ["todo", "list"]: try TodoListCommand(parsed, timeZone: timeZone, now: Date())
        case ["todo", "show"]: try TodoShowCommand(parsed)
        case ["todo", "done"]: try TodoCompletionCommand(parsed, isCompleted: true)
        case ["todo", "undo"]: try TodoCompletionCommand(parsed, isCompleted: false)
        case ["todo", "edit"]: try TodoEditCommand(parsed, timeZone: timeZone)
        case ["todo", "rm"]: try TodoRemoveCommand(parsed)
        case ["project", "add"]: ProjectAddCommand(parsed)
        case ["project", "list"]: ProjectListCommand(parsed)
        case ["project", "rename"]: ProjectRenameCommand(parsed)
        case ["project", "rm"]: ProjectRemoveCommand(parsed)
        case ["import"]: try ImportCommand(parsed)
        case ["export"]: try ExportCommand(parsed)
        case ["ui"]: UICommand()
        default: try generated(parsed, timeZone: timeZone)
        }
    }

    /// The command of a generated entity `parsed` names.
    @MainActor
    private static func generated(_ parsed: ParsedCommand, timeZone: TimeZone) throws(UsageError) -> any Command {
        for entity in CommandCatalog.generated {
            if let command = try entity.command(for: parsed, timeZone: timeZone) { return command }
        }
        throw UsageError(message: "'\(parsed.spec.fullName)' is not implemented", command: nil)
    }
}
