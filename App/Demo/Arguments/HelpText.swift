import Composition

/// `--help` for every command and group, written from the same specs the parser reads.
enum HelpText {
    /// Help for the command or group at `path`, or nil when there is none.
    static func render(_ path: [String]) -> String? {
        if path.isEmpty { return topLevel() }
        if let spec = CommandCatalog.command(at: path) { return command(spec) }
        guard CommandCatalog.isGroup(path) else { return nil }
        return group(path)
    }

    private static func topLevel() -> String {
        var lines = [
            "demo: a todo list that shows clean architecture in Swift", "",
            "Usage: demo [COMMAND] [options]",
            "       demo              on a terminal: browse todos with the keyboard (as 'demo ui')", "",
            "Commands:",
        ]
        let rows = CommandCatalog.all.filter { $0.path != ["help"] }.map {
            ($0.path.joined(separator: " "), $0.summary)
        }
        lines += table(rows + [("help [COMMAND]", "Show help for a command")])
        lines += ["", "Global options:"] + table(GlobalOptions.specs.map { ($0.synopsis, $0.help) })
        lines += ["", "Environment:"]
        lines += table([
            (StoreLocation.environmentVariable, "The store when --store is not given (same forms)"),
            ("NO_COLOR", "Set to anything: no colour or symbols"),
            ("XDG_DATA_HOME", "Where the default store lives (~/.local/share when unset)"),
        ])
        lines += [
            "", "Exit status: 0 success, 1 failure, 64 usage error.", "",
            "Run 'demo help COMMAND' or 'demo COMMAND --help' for more.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func group(_ path: [String]) -> String {
        let summary = path.first.flatMap { CommandCatalog.group(named: $0)?.group.summary } ?? ""
        let name = (["demo"] + path).joined(separator: " ")
        var lines = ["\(name): \(summary)", "", "Usage: \(name) COMMAND [options]", "", "Commands:"]
        let specs = CommandCatalog.all.filter { Array($0.path.prefix(path.count)) == path }
        lines += table(
            specs.map { (([$0.path.last ?? ""] + $0.positionals.map(\.name)).joined(separator: " "), $0.summary) })
        lines += ["", "Run '\(name) COMMAND --help' for more."]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func command(_ spec: CommandSpec) -> String {
        var lines = ["\(spec.fullName): \(spec.summary)", "", "Usage: \(spec.usage)"]
        if !spec.aliases.isEmpty {
            lines.append(
                "Also: "
                    + spec.aliases.map { (["demo"] + spec.path.dropLast() + [$0]).joined(separator: " ") }
                    .joined(separator: ", "))
        }
        if !spec.positionals.isEmpty {
            lines += ["", "Arguments:"] + table(spec.positionals.map { ($0.name, $0.help) })
        }
        if !spec.options.isEmpty {
            lines += ["", "Options:"] + table(spec.options.map { ($0.synopsis, $0.help) })
        }
        let globals = GlobalOptions.specs(
            storing: spec.path.first.flatMap { CommandCatalog.group(named: $0)?.entityPluralWords })
        lines += ["", "Global options:"] + table(globals.map { ($0.synopsis, $0.help) })
        if !spec.examples.isEmpty {
            lines += ["", "Examples:"] + spec.examples.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func table(_ rows: [(String, String)]) -> [String] {
        let width = min(28, rows.map(\.0.count).max() ?? 0)
        return rows.map { name, help in
            name.count > width
                ? "  \(name)\n  \(String(repeating: " ", count: width))  \(help)"
                : "  \(name)\(String(repeating: " ", count: width - name.count))  \(help)"
        }
    }
}

extension CommandSpec {
    /// `demo todo add`.
    var fullName: String {
        (["demo"] + path).joined(separator: " ")
    }

    /// `demo todo add TITLE [options]`.
    var usage: String {
        let arguments = positionals.map { $0.isOptional ? "[\($0.name)]" : $0.name }
        return ([fullName] + arguments + ["[options]"]).joined(separator: " ")
    }
}

extension OptionSpec {
    /// How help shows it, e.g. `-p, --priority LEVEL`.
    fileprivate var synopsis: String {
        let long = "--\(name)" + (valueName.map { " \($0)" } ?? "") + (isRepeatable ? "..." : "")
        guard let short else { return "    " + long }
        return "-\(short), " + long
    }
}
