import Foundation

/// What a command accepts and how `--help` explains it: the single description that parsing,
/// help and "did you mean" all read, so that they cannot disagree. A command declares its own
/// (``Command/spec``); its group fills in the words that name it.
struct CommandSpec: Sendable {
    /// The words that name it after `demo`, e.g. `["todo", "add"]`.
    var path: [String] = []
    /// Other spellings of its last word, e.g. `ls` for `list`.
    var aliases: [String] = []
    /// One line: what it does.
    let summary: String
    /// Its positional arguments, in order.
    var positionals: [PositionalSpec] = []
    /// Its own options; the global ones are added by the parser.
    var options: [OptionSpec] = []
    /// Examples shown at the end of `--help`.
    var examples: [String] = []
    /// The command it makes; nil for `help`, which the parser answers itself.
    var command: (any Command.Type)?
}

/// A command of a group (or of none), by the words that name it: what a group lists, so that
/// finding a command asks for no other command's spec.
struct CommandEntry: Sendable {
    /// Its last word, e.g. `list`.
    let name: String
    /// Other spellings of it, e.g. `ls`.
    let aliases: [String]
    /// The command.
    let command: any Command.Type

    init(_ name: String, aliases: [String] = [], _ command: any Command.Type) {
        (self.name, self.aliases, self.command) = (name, aliases, command)
    }

    /// Whether `word` names it.
    func isNamed(_ word: String) -> Bool {
        name == word || aliases.contains(word)
    }

    /// Its spec, named by `group`'s words (empty for a command of no group) and its own.
    func spec(in group: [String]) -> CommandSpec {
        var spec = command.spec
        (spec.path, spec.aliases, spec.command) = (group + [name], aliases, command)
        return spec
    }
}

/// One `--option` a command accepts: a flag, or an option that takes a value.
struct OptionSpec: Sendable {
    /// The long name without dashes, e.g. `priority`.
    let name: String
    /// The one-letter form, e.g. `p` for `-p`.
    let short: Character?
    /// What the value is called in help (`LEVEL`), or nil for a flag.
    let valueName: String?
    /// One line for `--help`.
    let help: String
    /// Whether it may be given more than once, each value kept (an array field's elements).
    var isRepeatable = false

    /// A flag: present or not.
    static func flag(_ name: String, short: Character? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    /// An option with a value, given as `--name VALUE` or `--name=VALUE`.
    static func value(_ name: String, short: Character? = nil, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, help: help)
    }
}

/// One positional argument a command takes.
struct PositionalSpec: Sendable {
    /// What it is called in help, e.g. `TITLE`.
    let name: String
    /// One line for `--help`.
    let help: String
    /// Whether it may be left out.
    var isOptional = false
    /// Whether it takes every remaining word, joined with spaces (`todo add Buy milk`).
    var isVariadic = false
}

/// A command line read against a ``CommandSpec``: the command, its positionals and its options.
struct ParsedCommand {
    /// The command.
    let spec: CommandSpec
    /// The zone days are typed in (`--due 2026-12-24`).
    var timeZone = TimeZone.current
    /// Positional arguments, in order; a variadic one is already joined.
    var positionals: [String] = []
    /// Every option given, by long name: its values in order (one, or a repeatable option's
    /// several; none for a flag).
    var given: [String: [String]] = [:]

    /// The value of `--name`, if given.
    func value(_ name: String) -> String? { given[name]?.last }

    /// Whether `--name` was given.
    func flag(_ name: String) -> Bool { given[name] != nil }

    /// The positional at `index`, or nil.
    func positional(_ index: Int) -> String? {
        index < positionals.count ? positionals[index] : nil
    }
}
