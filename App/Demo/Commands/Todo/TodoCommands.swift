//
//  TodoCommands.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Foundation

/// `demo todo add|list|show|done|undo|edit|rm`: the todo group, one file per command. Add, show,
/// edit and rm are shaped as a generated entity's; list (its filters and streaming) and done/undo
/// are Todo's own.
enum TodoCommands: EntityCommands {
    static let group = (name: "todo", summary: "Add, list, change and remove todos")
    static let entityPluralWords = "todos"
    static let commands = [
        CommandEntry("add", TodoAddCommand.self), CommandEntry("list", aliases: ["ls"], TodoListCommand.self),
        CommandEntry("show", TodoShowCommand.self), CommandEntry("done", TodoDoneCommand.self),
        CommandEntry("undo", TodoUndoCommand.self), CommandEntry("edit", TodoEditCommand.self),
        CommandEntry("rm", aliases: ["remove", "delete"], TodoRemoveCommand.self),
    ]

    /// `--priority`, which add, list and edit take.
    static let priority = OptionSpec.value("priority", short: "p", "LEVEL", "low, medium or high")
    /// The id that show, done, undo, edit and rm take.
    static let id = PositionalSpec(name: "ID", help: "The todo's id, or any unique start of it")

    /// A project's name given to `--project`: not empty or only white space, which no project
    /// can be named (`hint` says what to give instead, e.g. "--project none").
    static func projectName(_ text: String, command: [String], hint: String) throws(UsageError) -> String {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw UsageError(message: "--project needs a project's name; \(hint)", command: command)
        }
        return text
    }
}
