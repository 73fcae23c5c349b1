/// What help, completion and "needs a command" list: every command, and the words that may
/// follow a prefix.
extension CommandCatalog {
    /// Every command, groups first: what help and completion list.
    static var all: [CommandSpec] {
        groups.flatMap { group in group.commands.map { $0.spec(in: [group.group.name]) } }
            + ungrouped.map { $0.spec(in: []) } + [help]
    }

    /// The words that may follow `prefix`: group names or command names.
    static func children(of prefix: [String]) -> [String] {
        switch prefix.count {
        case 0: groups.map { $0.group.name } + ungrouped.map(\.name) + ["help"]
        case 1: group(named: prefix[0])?.commands.map(\.name) ?? []
        default: []
        }
    }
}
