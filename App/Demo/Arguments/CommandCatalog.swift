/// Every command `demo` has, as specs: the tree that parsing, help and suggestions walk.
enum CommandCatalog {
    /// The groups of commands, each with a line for the top-level help.
    static let groups: [(name: String, summary: String)] =
        [
            ("todo", "Add, list, change and remove todos"),
            ("project", "Group todos into projects"),
        ] + generated.map { $0.group }

    /// The commands of entities `scripts/scaffold` generated, one line per entity.
    // Every entry keeps its comma, so that entries can be added and removed as whole lines, even
    // when there is only one (which swift format would otherwise write without it).
    // swift-format-ignore
    static let generated: [any EntityCommands.Type] = [
        // scaffold:demo-commands:begin
        // scaffold:demo-commands:end
    ]

    /// What the commands of `group` keep in a store, in words ("todos", "customers"); nil for a
    /// command of no entity's group.
    static func storedWords(group: String) -> String? {
        switch group {
        case "todo": "todos"
        case "project": "projects"
        default: generated.first { $0.group.name == group }?.entityPluralWords
        }
    }

    static let priority = OptionSpec.value("priority", short: "p", "LEVEL", "low, medium or high")
    static let project = OptionSpec.value("project", "NAME", "The project's name (ignoring case)")
    static let json = OptionSpec.flag("json", "Write JSON for scripts")
    static let force = OptionSpec.flag("force", short: "f", "Do not ask; needed when not on a terminal")
    static let id = PositionalSpec(name: "ID", help: "The todo's id, or any unique start of it")

    static let all: [CommandSpec] = todoCommands + projectCommands + generated.flatMap { $0.specs } + otherCommands

    static let todoCommands: [CommandSpec] = [
        CommandSpec(
            path: ["todo", "add"], summary: "Add a todo",
            positionals: [
                PositionalSpec(
                    name: "TITLE", help: "What to do; several words are joined into one title", isVariadic: true)
            ],
            options: [
                priority, .value("due", short: "d", "YYYY-MM-DD", "When it is due"), project,
                .value("notes", "TEXT", "Details"), json,
            ],
            examples: ["demo todo add Buy milk --priority high --due 2026-12-24 --project Home"]),
        CommandSpec(
            path: ["todo", "list"], aliases: ["ls"], summary: "List todos (open ones unless told otherwise)",
            options: [
                .flag("open", "Only open todos (the default)"), .flag("done", "Only done todos"),
                .flag("all", short: "a", "Open and done todos"),
                .value("project", "NAME|none", "Only todos in this project, or none: those in no project"), priority,
                .value("due-before", "YYYY-MM-DD", "Only todos due before that day"),
                .value("due-after", "YYYY-MM-DD", "Only todos due after that day"),
                .flag("overdue", "Only todos whose due day has passed"),
                .value("search", short: "s", "TEXT", "Only todos whose title or notes contain TEXT"),
                .value("sort", "FIELD[:asc|:desc]", "created, updated, due, priority (high first) or title"),
                .value("limit", short: "n", "N", "Show at most N todos"), json,
            ],
            examples: [
                "demo todo list --all --sort due", "demo todo list --overdue --sort priority",
                "demo todo list --project none --due-before 2026-12-24",
                "demo todo list --project Home --json | jq '.[].title'",
            ]),
        CommandSpec(path: ["todo", "show"], summary: "Show one todo in full", positionals: [id], options: [json]),
        CommandSpec(path: ["todo", "done"], summary: "Mark a todo done", positionals: [id], options: [json]),
        CommandSpec(
            path: ["todo", "undo"], summary: "Mark a done todo open again", positionals: [id], options: [json]),
        CommandSpec(
            path: ["todo", "edit"], summary: "Change a todo's fields", positionals: [id],
            options: [
                .value("title", short: "t", "TEXT", "A new title"), .value("notes", "TEXT", "New notes"),
                priority, .value("due", short: "d", "YYYY-MM-DD|none", "A new due date, or none"),
                .value("project", "NAME|none", "Another project, or none"), json,
            ],
            examples: ["demo todo edit 3f2a --due none --priority low"]),
        CommandSpec(
            path: ["todo", "rm"], aliases: ["remove", "delete"], summary: "Remove a todo", positionals: [id],
            options: [force]),
    ]

    static let projectCommands: [CommandSpec] = [
        CommandSpec(
            path: ["project", "add"], summary: "Add a project",
            positionals: [PositionalSpec(name: "NAME", help: "Its name, unique ignoring case", isVariadic: true)],
            options: [json]),
        CommandSpec(
            path: ["project", "list"], aliases: ["ls"], summary: "List projects with their open todos",
            options: [json]),
        CommandSpec(
            path: ["project", "rename"], summary: "Rename a project",
            positionals: [
                PositionalSpec(name: "NAME", help: "Its current name"),
                PositionalSpec(name: "NEW-NAME", help: "The new name"),
            ],
            options: [json]),
        CommandSpec(
            path: ["project", "rm"], aliases: ["remove", "delete"], summary: "Remove a project that has no todos",
            positionals: [PositionalSpec(name: "NAME", help: "Its name")], options: [force]),
    ]

    static let otherCommands: [CommandSpec] = [
        CommandSpec(
            path: ["import"], summary: "Add the projects and todos of a JSON Lines file (all or nothing)",
            positionals: [PositionalSpec(name: "FILE", help: "A file written by export, or - for standard input")],
            options: [.flag("replace", "Overwrite stored rows whose id is in the file with other content")],
            examples: ["demo import backup.jsonl", "demo import --replace backup.jsonl"]),
        CommandSpec(
            path: ["export"], summary: "Write every project and todo as JSON Lines",
            options: [.value("output", short: "o", "FILE", "Write to FILE instead of standard output")],
            examples: ["demo export > backup.jsonl"]),
        CommandSpec(path: ["ui"], summary: "Browse and change todos with the keyboard"),
        CommandSpec(
            path: ["help"], summary: "Show help for a command",
            positionals: [PositionalSpec(name: "COMMAND", help: "The command", isOptional: true, isVariadic: true)]),
    ]

    /// The command at `path`, matching aliases of its last word.
    static func command(at path: [String]) -> CommandSpec? {
        all.first { spec in
            spec.path.count == path.count && spec.path.dropLast() == path.dropLast()
                && (spec.path.last == path.last || spec.aliases.contains(path.last ?? ""))
        }
    }

    /// The words that may follow `prefix`: group names or command names.
    static func children(of prefix: [String]) -> [String] {
        var names: [String] = []
        for spec in all where spec.path.count > prefix.count && Array(spec.path.prefix(prefix.count)) == prefix {
            let word = spec.path[prefix.count]
            if !names.contains(word) { names.append(word) }
        }
        return names
    }

    /// Whether `prefix` names a group (has commands under it) rather than a command.
    static func isGroup(_ prefix: [String]) -> Bool {
        command(at: prefix) == nil && !children(of: prefix).isEmpty
    }
}
