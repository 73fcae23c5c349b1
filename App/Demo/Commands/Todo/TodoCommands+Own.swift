import Domain
import Foundation
import Presentation

// What `demo todo` has beyond the commands the scaffold writes for it: `add` and `edit` with
// Todo's short options, `--due none`, and its project by name (with the command that creates a
// missing one); a `list` of open todos unless told otherwise, with its filters (a project or none,
// due bounds, overdue, one search over title and notes), written a page at a time in a pipe; and
// `done` and `undo`. `show` and `rm` are the generated ones.

extension TodoCommands {
    /// `add`, `list` and `edit` in place of the generated ones, and `done` and `undo`, which help
    /// lists before `edit`.
    static let ownCommands = [
        CommandEntry("add", TodoAddCommand.self), CommandEntry("list", aliases: ["ls"], TodoListCommand.self),
        CommandEntry("done", TodoDoneCommand.self), CommandEntry("undo", TodoUndoCommand.self),
        CommandEntry("edit", TodoEditCommand.self),
    ]

    /// `--priority`, which add, list and edit take.
    static let priority = OptionSpec.value("priority", short: "p", "LEVEL", "low, medium or high")

    /// A project's name given to `--project`: not empty or only white space, which no project
    /// can be named (`hint` says what to give instead, e.g. "--project none").
    static func projectName(_ text: String, command: [String], hint: String) throws(UsageError) -> String {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw UsageError(message: "--project needs a project's name; \(hint)", command: command)
        }
        return text
    }
}
