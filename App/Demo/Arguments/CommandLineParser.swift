/// Reads `demo`'s arguments, clig.dev style: commands first, options anywhere after them,
/// `--name VALUE` or `--name=VALUE`, `-x VALUE`, `--` to end options, and "did you mean" for
/// misspelt commands and options.
struct CommandLineParser {
    private(set) var globals = GlobalOptions()
    private var path: [String] = []
    private var spec: CommandSpec?
    private var parsed: ParsedCommand?
    private var positionals: [String] = []
    /// The options with a value seen so far, wherever their values go (globals or the command).
    private var valuesGiven: Set<String> = []

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> (Invocation, GlobalOptions) {
        var parser = CommandLineParser()
        let invocation = try parser.run(arguments)
        return (invocation, parser.globals)
    }

    private mutating func run(_ arguments: [String]) throws(UsageError) -> Invocation {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if !optionsEnded, token == "--" {
                optionsEnded = true
            } else if !optionsEnded, token.hasPrefix("-"), token.count > 1 {
                try option(token, arguments, &index)
            } else if spec == nil {
                try commandWord(token)
            } else {
                positionals.append(token)
            }
        }
        return try finish()
    }

    private mutating func commandWord(_ word: String) throws(UsageError) {
        let candidate = path + [word]
        if let found = CommandCatalog.command(at: candidate) {
            path = found.path
            spec = found
        } else if CommandCatalog.isGroup(candidate) {
            path = candidate
        } else {
            throw .unknownCommand(word, after: path)
        }
        if let spec { parsed = ParsedCommand(spec: spec) }
    }

    private mutating func option(_ token: String, _ arguments: [String], _ index: inout Int) throws(UsageError) {
        let body = token.hasPrefix("--") ? String(token.dropFirst(2)) : String(token.dropFirst())
        let isLong = token.hasPrefix("--")
        let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let inline = parts.count > 1 ? String(parts[1]) : nil
        let available = (spec?.options ?? []) + GlobalOptions.specs
        guard let option = available.first(where: { isLong ? $0.name == name : $0.short.map(String.init) == name })
        else {
            throw .unknownOption(token, named: name, among: available, after: path, commandGiven: spec != nil)
        }
        guard let valueName = option.valueName else {
            guard inline == nil else { throw usage("--\(option.name) takes no value") }
            record(flag: option.name)
            return
        }
        var value = inline
        if value == nil, index < arguments.count {
            value = arguments[index]
            index += 1
        }
        guard let value else { throw usage("--\(option.name) needs a value (\(valueName))") }
        if option.isRepeatable {
            parsed?.repeatedValues[option.name, default: []].append(value)
            return
        }
        guard valuesGiven.insert(option.name).inserted else {
            // Which one was meant is a guess either way: say so rather than take the last.
            throw usage("--\(option.name) is given twice; give it once")
        }
        record(option.name, value)
    }

    private mutating func record(flag name: String) {
        switch name {
        case "no-color": globals.noColor = true
        case "help": globals.help = true
        case "version": globals.version = true
        default: parsed?.flags.insert(name)
        }
    }

    private mutating func record(_ name: String, _ value: String) {
        switch name {
        case "store": globals.store = value
        case "token": globals.token = value
        case "generate-completion-script": globals.completionShell = value
        default: parsed?.values[name] = value
        }
    }

    private mutating func finish() throws(UsageError) -> Invocation {
        if let name = globals.completionShell {
            guard let shell = CompletionShell(rawValue: name) else {
                throw usage("no completion script for '\(name)'; give bash, zsh or fish")
            }
            return .completionScript(shell)
        }
        if globals.version { return .version }
        if spec?.path == ["help"] { return .help(positionals) }
        if globals.help { return .help(path) }
        guard var parsed, let spec else {
            guard !path.isEmpty else { return .nothing }
            let commands = CommandCatalog.children(of: path).joined(separator: ", ")
            throw usage("'demo \(path.joined(separator: " "))' needs a command: \(commands)")
        }
        var remaining = positionals
        for (offset, positional) in spec.positionals.enumerated() {
            let isLast = offset == spec.positionals.count - 1
            guard !remaining.isEmpty else {
                if positional.isOptional { break }
                throw usage(
                    "missing \(positional.name): \(positional.help.prefix(1).lowercased() + positional.help.dropFirst())"
                )
            }
            if positional.isVariadic && isLast {
                parsed.positionals.append(remaining.joined(separator: " "))
                remaining = []
            } else {
                parsed.positionals.append(remaining.removeFirst())
            }
        }
        if let extra = remaining.first {
            throw usage("unexpected argument '\(extra)'")
        }
        return .run(parsed)
    }

    private func usage(_ message: String) -> UsageError {
        UsageError(message: message, command: path.isEmpty ? nil : path)
    }
}
