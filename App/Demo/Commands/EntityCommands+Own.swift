extension EntityCommands {
    /// The commands an entity has beyond the generated `add`, `list`, `show`, `edit` and `rm`:
    /// none, unless a file of its own beside the generated ones declares some
    /// (`ProjectCommands+Own.swift`: `rename`, and a `list` that counts each project's open todos;
    /// `TodoCommands+Own.swift`: `done`, `undo`, and Todo's `add`, `list` and `edit`). One named
    /// like a generated command takes its place.
    static var ownCommands: [CommandEntry] { [] }
}

extension [CommandEntry] {
    /// These commands with each of `own` in place of the one of its name; any other of `own` goes
    /// just before the next of `own` that takes a place, or after them all, so that help lists
    /// `own` in its order (Todo's `done` and `undo` before its own `edit`).
    func merged(with own: [CommandEntry]) -> [CommandEntry] {
        var merged = self
        var added: [CommandEntry] = []
        for entry in own {
            guard let index = merged.firstIndex(where: { $0.name == entry.name }) else {
                added.append(entry)
                continue
            }
            merged[index] = entry
            merged.insert(contentsOf: added, at: index)
            added = []
        }
        return merged + added
    }
}
