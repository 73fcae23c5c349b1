/// A command line read against a ``CommandSpec``: the command, its positionals and its options.
struct ParsedCommand {
    /// The command.
    let spec: CommandSpec
    /// Positional arguments, in order; a variadic one is already joined.
    var positionals: [String] = []
    /// Values of options that take one, by long name; the last occurrence wins.
    var values: [String: String] = [:]
    /// Every value of options that may be repeated, by long name, in the order given.
    var repeatedValues: [String: [String]] = [:]
    /// Flags given, by long name.
    var flags: Set<String> = []

    /// The value of `--name`, if given.
    func value(_ name: String) -> String? {
        values[name]
    }

    /// Every value of the repeatable `--name`, in order; empty when it was not given.
    func values(_ name: String) -> [String] {
        repeatedValues[name] ?? []
    }

    /// Whether `--name` was given.
    func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The positional at `index`, or nil.
    func positional(_ index: Int) -> String? {
        index < positionals.count ? positionals[index] : nil
    }
}

/// What the command line asks for.
enum Invocation {
    /// Run a command.
    case run(ParsedCommand)
    /// Show help for the command or group at this path (empty: the top level).
    case help([String])
    /// Print the version.
    case version
    /// Print a completion script for the shell.
    case completionScript(CompletionShell)
    /// No command was given.
    case nothing
}
