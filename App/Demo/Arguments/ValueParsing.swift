import Domain
import Foundation
import Presentation

/// Turns option values into Domain values, or a usage error that says what is allowed.
enum ValueParsing {
    /// `--priority`'s value for `todo add` and `todo list`: a priority's name, ignoring case, read
    /// as a generated enum option's is (`FieldOptionValue+FieldEnum.swift`; `edit` reads it through
    /// `TodoOptions`); the error names the cases and suggests the nearest. (Not
    /// `parsed.value("priority", as:)`, which would open the option readers on every `todo add`,
    /// given the option or not; the time zone is any, since a case's name reads alike in all.)
    static func priority(_ text: String, command: [String]) throws(UsageError) -> Priority {
        try ParsedCommand.read(text, option: "priority", as: Priority.self, command: command, timeZone: .gmt)
    }

    /// A `YYYY-MM-DD` day in `timeZone`.
    static func day(_ text: String, timeZone: TimeZone, command: [String]) throws(UsageError) -> Date {
        guard let date = DueDateFormat.parse(text, timeZone: timeZone) else { throw notADay(text, command: command) }
        return date
    }

    /// The last millisecond of a `YYYY-MM-DD` day in `timeZone`, for a bound that takes the day
    /// whole (`--due-after DAY`: due after the day, not after its start).
    static func lastMillisecond(ofDay text: String, timeZone: TimeZone, command: [String]) throws(UsageError) -> Date {
        guard let date = DueDateFormat.parseLastMillisecond(of: text, timeZone: timeZone) else {
            throw notADay(text, command: command)
        }
        return date
    }

    private static func notADay(_ text: String, command: [String]) -> UsageError {
        UsageError(message: "'\(text)' is not a date; write it YYYY-MM-DD, e.g. 2026-12-24", command: command)
    }

    /// A file name given to an option: not empty.
    static func fileName(_ text: String, option: String, command: [String]) throws(UsageError) -> String {
        guard !text.isEmpty else {
            throw UsageError(message: "--\(option) needs a file name, not an empty one", command: command)
        }
        return text
    }

    /// A todo id or the start of one: hex digits, hyphens allowed; anything else is a usage
    /// error, since no todo could ever match it. `entity` says what the id is of in the message,
    /// with its article ("a todo"; a generated entity's commands pass theirs).
    static func idPrefix(_ text: String, command: [String], entity: String = "a todo") throws(UsageError) -> String {
        guard UUID(text: text) != nil || IDPrefix(text) != nil else {
            let problem = text.isEmpty ? "the id is empty" : "'\(text)' is not an id"
            throw UsageError(
                message: "\(problem): give \(entity)'s id or the start of one, in hex digits (0-9, a-f), e.g. 3f2a",
                command: command)
        }
        return text
    }

    /// A whole number of at least 0.
    static func count(_ text: String, option: String, command: [String]) throws(UsageError) -> Int {
        guard let value = Int(text), value >= 0 else {
            throw UsageError(message: "--\(option) needs a whole number of 0 or more, not '\(text)'", command: command)
        }
        return value
    }

    /// `FIELD` or `FIELD:asc|desc`, FIELD one of created, updated, due, priority, title.
    static func sort(_ text: String, command: [String]) throws(UsageError) -> TodoSort {
        let fields: [(name: String, field: TodoSort.Field)] = [
            ("created", .createdAt), ("updated", .updatedAt), ("due", .dueDate), ("priority", .priority),
            ("title", .title),
        ]
        let (field, direction) = try ParsedCommand.sort(text, fields: fields, command: command)
        // Priority reads as importance: high first unless asked otherwise.
        let directionGiven = text.split(separator: ":", maxSplits: 1).count > 1
        return TodoSort(field, field == .priority && !directionGiven ? .descending : direction)
    }
}

extension ParsedCommand {
    /// The command's ID argument (its first positional), checked by `ValueParsing.idPrefix`:
    /// what `show`, `edit`, `done` and `rm` of every entity read first.
    func idPrefix(of entity: String = "a todo") throws(UsageError) -> String {
        try ValueParsing.idPrefix(positional(0) ?? "", command: spec.path, entity: entity)
    }
}
