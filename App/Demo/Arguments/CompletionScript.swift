import Foundation

/// The shells `demo --generate-completion-script SHELL` writes a script for.
enum CompletionShell: String, CaseIterable {
    case bash
    case zsh
    case fish
}

/// A shell completion script for `demo`, written from ``CommandCatalog`` on each run, so that it
/// offers exactly the commands and options parsing accepts, generated entities' commands included
/// (`source <(demo --generate-completion-script bash)`, zsh alike, `| source` in fish).
///
/// The bash and zsh scripts find the command named so far by walking the words typed (options
/// skipped, aliases such as `ls` taken as their command), then offer its subcommands, or its
/// options and the global ones. Option values and positional arguments are left to the shell's
/// own file completion.
enum CompletionScript {
    /// The script for `shell`.
    static func render(_ shell: CompletionShell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// Every group or command, as its words, with its other spellings and the words that may
    /// follow it: subcommands, or options.
    static var entries: [(path: [String], spellings: [String], choices: [String])] {
        var paths: [[String]] = [[]]
        for spec in CommandCatalog.all {
            for length in 1...spec.path.count where !paths.contains(Array(spec.path.prefix(length))) {
                paths.append(Array(spec.path.prefix(length)))
            }
        }
        return paths.map { path in
            let spec = CommandCatalog.command(at: path)
            let children = CommandCatalog.children(of: path)
            let global = path.isEmpty || children.isEmpty ? options(GlobalOptions.specs) : []
            let spellings = path.last.map { [$0] + (spec?.aliases ?? []) } ?? []
            return (path, spellings, children + (spec.map { options($0.options) } ?? []) + global)
        }
    }

    private static func options(_ specs: [OptionSpec]) -> [String] {
        specs.flatMap { spec in ["--\(spec.name)"] + (spec.short.map { ["-\($0)"] } ?? []) }
    }

    /// The `case` patterns of the walk: each spelling of a command after its (canonical) group.
    private static func patterns(_ entry: (path: [String], spellings: [String], choices: [String])) -> String {
        entry.spellings.map { "\"" + (entry.path.dropLast() + [$0]).joined(separator: " ") + "\"" }
            .joined(separator: "|")
    }

    private static var bash: String {
        let named = entries.filter { !$0.path.isEmpty }
        let walk = named.map { "            \(patterns($0))) command=\"\($0.path.joined(separator: " "))\" ;;" }
        let offers = entries.map {
            "        \"\($0.path.joined(separator: " "))\") words=\"\($0.choices.joined(separator: " "))\" ;;"
        }
        return """
            # bash completion for demo: source <(demo --generate-completion-script bash)
            _demo() {
                local current=${COMP_WORDS[COMP_CWORD]} command="" candidate index words=""
                for ((index = 1; index < COMP_CWORD; index++)); do
                    case ${COMP_WORDS[index]} in -*) continue ;; esac
                    candidate="${command:+$command }${COMP_WORDS[index]}"
                    case $candidate in
            \(walk.joined(separator: "\n"))
                    esac
                done
                case $command in
            \(offers.joined(separator: "\n"))
                esac
                COMPREPLY=($(compgen -W "$words" -- "$current"))
            }
            complete -o default -F _demo demo

            """
    }

    private static var zsh: String {
        let named = entries.filter { !$0.path.isEmpty }
        let walk = named.map { "            (\(patterns($0))) command=\"\($0.path.joined(separator: " "))\" ;;" }
        let offers = entries.map {
            "        (\"\($0.path.joined(separator: " "))\") choices=(\($0.choices.joined(separator: " "))) ;;"
        }
        return """
            #compdef demo
            # zsh completion for demo: source <(demo --generate-completion-script zsh)
            _demo() {
                local command="" candidate index
                local -a choices
                for ((index = 2; index < CURRENT; index++)); do
                    [[ ${words[index]} == -* ]] && continue
                    candidate="${command:+$command }${words[index]}"
                    case $candidate in
            \(walk.joined(separator: "\n"))
                    esac
                done
                case $command in
            \(offers.joined(separator: "\n"))
                esac
                if (( ${#choices} )); then compadd -- $choices; else _files; fi
            }
            if (( $+functions[compdef] )); then compdef _demo demo; fi

            """
    }

    private static var fish: String {
        var lines = [
            "# fish completion for demo: demo --generate-completion-script fish | source",
            "complete -c demo -e",
        ]
        for entry in entries where !entry.path.isEmpty {
            let parent = Array(entry.path.dropLast())
            let summary =
                CommandCatalog.command(at: entry.path)?.summary
                ?? (entry.path.count == 1 ? CommandCatalog.group(named: entry.path[0])?.group.summary : nil) ?? ""
            let siblings = entries.filter { $0.path.count == entry.path.count && Array($0.path.dropLast()) == parent }
                .flatMap(\.spellings)
            let condition =
                parent.isEmpty
                ? "__fish_use_subcommand"
                : "__fish_seen_subcommand_from \(parent.joined(separator: " ")); and not __fish_seen_subcommand_from "
                    + siblings.joined(separator: " ")
            for spelling in entry.spellings {
                lines.append("complete -c demo -f -n \(quoted(condition)) -a \(spelling) -d \(quoted(summary))")
            }
            guard let spec = CommandCatalog.command(at: entry.path) else { continue }
            let seen = (parent.map { [$0] } + [entry.spellings]).map {
                "__fish_seen_subcommand_from " + $0.joined(separator: " ")
            }
            for option in spec.options {
                lines.append(fishOption(option, condition: seen.joined(separator: "; and ")))
            }
        }
        for option in GlobalOptions.specs { lines.append(fishOption(option, condition: nil)) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fishOption(_ option: OptionSpec, condition: String?) -> String {
        var line = "complete -c demo"
        if let condition { line += " -n \(quoted(condition))" }
        line += " -l \(option.name)"
        if let short = option.short { line += " -s \(short)" }
        if option.valueName != nil { line += " -r" }
        return line + " -d \(quoted(option.help))"
    }

    /// `text` in single quotes for the shell.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
