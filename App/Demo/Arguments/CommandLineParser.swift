/// Reads `demo`'s arguments, clig.dev style: commands first, options anywhere after them,
/// `--name VALUE` or `--name=VALUE`, `-x VALUE`, `--` to end options, and "did you mean" for
/// misspelt commands and options.
struct CommandLineParser {
    private var path: [String] = []
    private var spec: CommandSpec?
    private var positionals: [String] = []
    /// Every option given, global or the command's, by long name: its values in order (none for a flag).
    private var given: [String: [String]] = [:]

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> (Invocation, GlobalOptions) {
        var parser = CommandLineParser()
        var rest = arguments[...]
        var optionsEnded = false
        while let token = rest.popFirst() {
            if !optionsEnded, token == "--" {
                optionsEnded = true
            } else if !optionsEnded, token.hasPrefix("-"), token.count > 1 {
                try parser.option(token, &rest)
            } else if parser.spec == nil {
                try parser.commandWord(token)
            } else {
                parser.positionals.append(token)
            }
        }
        let globals = GlobalOptions(given: parser.given)
        return (try parser.finish(globals), globals)
    }

    private mutating func commandWord(_ word: String) throws(UsageError) {
        let candidate = path + [word]
        if let found = CommandCatalog.command(at: candidate) {
            (path, spec) = (found.path, found)
        } else if CommandCatalog.isGroup(candidate) {
            path = candidate
        } else {
            throw .unknownCommand(word, after: path)
        }
    }

    private mutating func option(_ token: String, _ rest: inout ArraySlice<String>) throws(UsageError) {
        let isLong = token.hasPrefix("--")
        let parts = token.dropFirst(isLong ? 2 : 1).split(
            separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let available = (spec?.options ?? []) + GlobalOptions.specs
        guard let option = available.first(where: { isLong ? $0.name == name : $0.short.map(String.init) == name })
        else {
            throw .unknownOption(token, named: name, among: available, after: path, commandGiven: spec != nil)
        }
        guard let valueName = option.valueName else {
            guard parts.count == 1 else { throw usage("--\(option.name) takes no value") }
            given[option.name] = given[option.name] ?? []
            return
        }
        guard let value = parts.count > 1 ? String(parts[1]) : rest.popFirst() else {
            throw usage("--\(option.name) needs a value (\(valueName))")
        }
        // Which one was meant is a guess either way: say so rather than take the last.
        guard option.isRepeatable || given[option.name] == nil else {
            throw usage("--\(option.name) is given twice; give it once")
        }
        given[option.name, default: []].append(value)
    }

    private func finish(_ globals: GlobalOptions) throws(UsageError) -> Invocation {
        if let name = globals.completionShell {
            guard let shell = CompletionShell(rawValue: name) else {
                throw usage("no completion script for '\(name)'; give bash, zsh or fish")
            }
            return .completionScript(shell)
        }
        if globals.version { return .version }
        if spec?.path == ["help"] { return .help(positionals) }
        if globals.help { return .help(path) }
        guard let spec else {
            guard !path.isEmpty else { return .nothing }
            let commands = CommandCatalog.children(of: path).joined(separator: ", ")
            throw usage("'demo \(path.joined(separator: " "))' needs a command: \(commands)")
        }
        var parsed = ParsedCommand(spec: spec, given: given)
        var remaining = positionals[...]
        for (offset, positional) in spec.positionals.enumerated() {
            guard !remaining.isEmpty else {
                if positional.isOptional { break }
                throw usage(
                    "missing \(positional.name): \(positional.help.prefix(1).lowercased() + positional.help.dropFirst())"
                )
            }
            if positional.isVariadic && offset == spec.positionals.count - 1 {
                parsed.positionals.append(remaining.joined(separator: " "))
                remaining = []
            } else {
                parsed.positionals.append(remaining.removeFirst())
            }
        }
        if let extra = remaining.first { throw usage("unexpected argument '\(extra)'") }
        return .run(parsed)
    }

    private func usage(_ message: String) -> UsageError {
        UsageError(message: message, command: path.isEmpty ? nil : path)
    }
}
