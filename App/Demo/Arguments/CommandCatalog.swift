/// Every command `demo` has: the groups of entities' commands (one per entity `scripts/scaffold`
/// generated, `todo` and `project` included) and the few commands of no group. Parsing, help and
/// suggestions walk it; finding the command a line names asks only that command for its spec.
enum CommandCatalog {
    /// The groups, in the order help lists them: todos first, as the demo is a todo list (its
    /// help, completions and README begin with them), then the others in the order generated.
    static let groups: [any EntityCommands.Type] = [TodoCommands.self] + generated.filter { $0 != TodoCommands.self }

    /// The commands of entities `scripts/scaffold` generated, one line per entity.
    // Every entry keeps its comma, so that entries can be added and removed as whole lines, even
    // when there is only one (which swift format would otherwise write without it).
    // swift-format-ignore
    static let generated: [any EntityCommands.Type] = [
        // scaffold:demo-commands:begin
        ProjectCommands.self,
        TodoCommands.self,
        // scaffold:demo-commands:end
    ]

    /// The commands of no group.
    static let ungrouped = [
        CommandEntry("import", ImportCommand.self), CommandEntry("export", ExportCommand.self),
        CommandEntry("ui", UICommand.self),
    ]

    /// `--json`, which the commands that show what they stored take.
    static let json = OptionSpec.flag("json", "Write JSON for scripts")
    /// `--force`, which the commands that remove take.
    static let force = OptionSpec.flag("force", short: "f", "Do not ask; needed when not on a terminal")

    /// `demo help [COMMAND]`, which the parser answers itself.
    static let help = CommandSpec(
        path: ["help"], summary: "Show help for a command",
        positionals: [PositionalSpec(name: "COMMAND", help: "The command", isOptional: true, isVariadic: true)])

    /// The group called `name`, if there is one.
    static func group(named name: String) -> (any EntityCommands.Type)? {
        groups.first { $0.group.name == name }
    }

    /// The command at `path`, matching aliases of its last word.
    static func command(at path: [String]) -> CommandSpec? {
        switch path.count {
        case 1 where path[0] == "help": help
        case 1: ungrouped.first { $0.isNamed(path[0]) }?.spec(in: [])
        case 2: group(named: path[0])?.commands.first { $0.isNamed(path[1]) }?.spec(in: [path[0]])
        default: nil
        }
    }

    /// Whether `prefix` names a group (has commands under it) rather than a command.
    static func isGroup(_ prefix: [String]) -> Bool {
        prefix.count == 1 && group(named: prefix[0]) != nil
    }
}
