extension EntityCommands {
    /// The commands an entity has beyond the generated `add`, `list`, `show`, `edit` and `rm`:
    /// none, unless a file of its own beside the generated ones declares some
    /// (`ProjectCommands+Own.swift`: `rename`, and a `list` that counts each project's open todos).
    /// One named like a generated command takes its place.
    static var ownCommands: [CommandEntry] { [] }
}

extension [CommandEntry] {
    /// These commands with each of `own` in place of the one of its name, and the rest of `own`
    /// after them.
    func merged(with own: [CommandEntry]) -> [CommandEntry] {
        map { entry in own.first { $0.name == entry.name } ?? entry }
            + own.filter { added in !contains { $0.name == added.name } }
    }
}
