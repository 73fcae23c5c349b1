/// `demo project add|list|rename|rm`: the project group, and each command's spec; the commands
/// themselves are in `ProjectCommands.swift`.
enum ProjectCommandGroup: EntityCommands {
    static let group = (name: "project", summary: "Group todos into projects")
    static let entityPluralWords = "projects"
    static let commands = [
        CommandEntry("add", ProjectAddCommand.self), CommandEntry("list", aliases: ["ls"], ProjectListCommand.self),
        CommandEntry("rename", ProjectRenameCommand.self),
        CommandEntry("rm", aliases: ["remove", "delete"], ProjectRemoveCommand.self),
    ]
}

extension ProjectAddCommand {
    nonisolated static let spec = CommandSpec(
        summary: "Add a project",
        positionals: [PositionalSpec(name: "NAME", help: "Its name, unique ignoring case", isVariadic: true)],
        options: [CommandCatalog.json])
}

extension ProjectListCommand {
    nonisolated static let spec = CommandSpec(
        summary: "List projects with their open todos", options: [CommandCatalog.json])
}

extension ProjectRenameCommand {
    nonisolated static let spec = CommandSpec(
        summary: "Rename a project",
        positionals: [
            PositionalSpec(name: "NAME", help: "Its current name"),
            PositionalSpec(name: "NEW-NAME", help: "The new name"),
        ],
        options: [CommandCatalog.json])
}

extension ProjectRemoveCommand {
    nonisolated static let spec = CommandSpec(
        summary: "Remove a project that has no todos", positionals: [PositionalSpec(name: "NAME", help: "Its name")],
        options: [CommandCatalog.force])
}
