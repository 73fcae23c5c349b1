import Foundation

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
