/// What one invocation of `scripts/scaffold` asks for.
enum Command: Equatable, Sendable {
    /// How results are shown and whether they are applied.
    struct Output: Equatable, Sendable {
        /// Print the plan; write nothing.
        var dryRun = false
        /// Print JSON instead of text.
        var json = false
        /// Build and test in a copy first; apply only when that passes.
        var verify = false
    }

    /// `scripts/scaffold Product [options]`.
    case generate(GenerationRequest, Output)
    /// `scripts/scaffold --remove Product [--force]`.
    case remove(entity: String, force: Bool, Output)
    /// `scripts/scaffold --upgrade Product` or `--upgrade --all` (nil) `[--force]`.
    case upgrade(entity: String?, force: Bool, Output)
    /// `--list`: the templates and what they generate.
    case list
    /// `--help`.
    case help
    /// `--version`.
    case version
    /// `--selftest`: generate a sample entity in a copy, build, test, regenerate, remove; throw it away.
    case selftest

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(ScaffoldError) -> Command {
        if arguments.isEmpty { throw .usage("missing the entity name, e.g. 'scripts/scaffold Product'") }
        if arguments.contains("--help") || arguments.contains("-h") { return .help }
        if arguments == ["--version"] { return .version }
        var rest = arguments[...]
        var output = Output()
        var request = GenerationRequest(entity: "", arguments: arguments)
        var entity: String?
        var remove: String?
        var force = false
        var skip = false
        var mode: Command?
        var fieldsGiven = false
        var upgrade = false
        var all = false
        while let argument = rest.popFirst() {
            let (name, inlineValue) = split(argument)
            func value() throws(ScaffoldError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = rest.popFirst(), !next.hasPrefix("--") else { throw .usage("\(name) needs a value") }
                return next
            }
            switch name {
            case "--fields":
                request.fields = try FieldSpec.parseList(try value())
                fieldsGiven = true
            case "--add-field": request.fieldChanges.append(try FieldChangeRequest.parseAdd(try value()))
            case "--remove-field": request.fieldChanges.append(try FieldChangeRequest.parseRemove(try value()))
            case "--gateway": request.gateway = try value()
            case "--plural": request.plural = try value()
            case "--remove": remove = try value()
            case "--force": force = true
            case "--upgrade": upgrade = true
            case "--all": all = true
            case "--force-overwrite": request.forceOverwrite.insert(try value())
            case "--skip": skip = true
            case "--dry-run": output.dryRun = true
            case "--json": output.json = true
            case "--verify": output.verify = true
            case "--list": mode = .list
            case "--selftest": mode = .selftest
            default:
                guard !argument.hasPrefix("-") else {
                    let hint = NearSpelling.suggestion(for: name, among: options).map { " (did you mean '\($0)'?)" }
                    throw .usage("unknown option '\(argument)'\(hint ?? "")")
                }
                guard entity == nil else {
                    throw .usage("one entity at a time; got '\(entity ?? "")' and '\(argument)'")
                }
                entity = argument
            }
        }
        if let mode {
            guard arguments.count == 1 else { throw .usage("\(arguments.first ?? "") takes no other arguments") }
            return mode
        }
        if force && skip { throw .usage("--force and --skip contradict each other; choose one") }
        if upgrade {
            guard remove == nil, !fieldsGiven, request.fieldChanges.isEmpty, request.gateway == nil,
                request.plural == nil, !skip, request.forceOverwrite.isEmpty, !output.verify,
                (entity == nil) == all
            else {
                throw .usage(
                    "--upgrade takes one entity name or --all, and --force, --dry-run, --json "
                        + "(run scripts/test after it to check the result)")
            }
            return .upgrade(entity: entity, force: force, output)
        }
        if all { throw .usage("--all goes with --upgrade: 'scripts/scaffold --upgrade --all'") }
        if let remove {
            guard entity == nil, !fieldsGiven, request.fieldChanges.isEmpty, request.gateway == nil,
                request.plural == nil, !skip,
                request.forceOverwrite.isEmpty
            else {
                throw .usage("--remove takes only an entity name and --force, --dry-run, --json")
            }
            guard !output.verify else { throw .usage("--verify applies to generation, not --remove") }
            return .remove(entity: remove, force: force, output)
        }
        guard let entity else { throw .usage("missing the entity name, e.g. 'scripts/scaffold Product'") }
        request.entity = entity
        if !request.fieldChanges.isEmpty {
            guard !fieldsGiven, request.gateway == nil, request.plural == nil, !skip, request.forceOverwrite.isEmpty
            else {
                throw .usage(
                    "--add-field and --remove-field change an entity generated before; they take only --force, "
                        + "--dry-run, --json and --verify (its gateway and plural are kept)")
            }
        }
        request.existingFiles = force ? .overwrite : skip ? .keep : .abort
        return .generate(request, output)
    }

    /// Every option, for "did you mean".
    static let options = [
        "--fields", "--add-field", "--remove-field", "--gateway", "--plural", "--remove", "--upgrade", "--all",
        "--force",
        "--force-overwrite", "--skip", "--dry-run",
        "--json",
        "--verify", "--list", "--selftest", "--help", "--version",
    ]

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
