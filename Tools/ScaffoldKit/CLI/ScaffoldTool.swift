import Foundation

/// What one run of the scaffold printed and its exit status.
public struct ScaffoldResult: Equatable, Sendable {
    /// Text for standard output: the plan, the list, the help, or JSON.
    public let output: String
    /// Text for standard error: refusals and failures.
    public let errorOutput: String
    /// The exit status, as listed in `--help`.
    public let exitCode: Int32
}

/// The scaffold: parses a command line, plans, checks and applies. The executable only prints
/// what this returns.
public struct ScaffoldTool {
    let root: URL
    let environment: [String: String]
    let now: Date
    let runner: any CommandRunner
    let progress: (String) -> Void

    /// A tool working on the repository at `root`; `progress` receives one line per verification
    /// step as it starts.
    public init(
        root: URL, environment: [String: String], now: Date = Date(), progress: @escaping (String) -> Void = { _ in }
    ) {
        self.init(root: root, environment: environment, now: now, runner: ProcessRunner(), progress: progress)
    }

    init(
        root: URL, environment: [String: String], now: Date, runner: any CommandRunner,
        progress: @escaping (String) -> Void
    ) {
        self.root = root
        self.environment = environment
        self.now = now
        self.runner = runner
        self.progress = progress
    }

    /// The environment variable that slows every write down by this many microseconds, so that
    /// the fault test can kill the process in the middle of an apply. Unset in normal use.
    public static let paceVariable = "SCAFFOLD_FAULT_PACE_MICROSECONDS"

    /// The real tree.
    private var tree: DiskFileSystem {
        DiskFileSystem(root: root, pause: environment[Self.paceVariable].flatMap { UInt32($0) } ?? 0)
    }

    /// Runs the command line `arguments` (without the program name). Any command but `--help`
    /// first finishes an apply that was interrupted, and says so on standard error.
    public func run(_ arguments: [String]) -> ScaffoldResult {
        let json = arguments.contains("--json")
        var note = ""
        do throws(ScaffoldError) {
            let command = try Command.parse(arguments)
            if command != .help, command != .version, let recovered = try recoverInterruptedApply() {
                note = "scaffold: \(recovered)\n"
            }
            let output = try perform(command)
            return ScaffoldResult(output: output, errorOutput: note + templateVersionWarning(command), exitCode: 0)
        } catch {
            if json {
                return ScaffoldResult(
                    output: PlanRenderer.json(error: error), errorOutput: note + templateVersionWarning(nil),
                    exitCode: error.exitCode)
            }
            return ScaffoldResult(
                output: "", errorOutput: note + "error: \(error)\n" + templateVersionWarning(nil),
                exitCode: error.exitCode)
        }
    }

    /// One line when the manifest records entities that older templates generated, read after
    /// the command so that it is about the tree as the command leaves it; empty for the commands
    /// that do not look at the tree, and when the tree cannot be read (the command said why).
    private func templateVersionWarning(_ command: Command?) -> String {
        if let command, [.help, .version, .selftest].contains(command) { return "" }
        guard let workspace = try? Workspace.load(tree, environment: environment),
            let templates = try? workspace.templates()
        else { return "" }
        return TemplateVersionCheck.warning(workspace.manifest, templateVersion: templates.version).map { $0 + "\n" }
            ?? ""
    }

    private func recoverInterruptedApply() throws(ScaffoldError) -> String? {
        let workspace = try Workspace.load(tree, environment: environment)
        return try TreeLock.holding(root) { () throws(ScaffoldError) in
            try Transaction.recover(journal: workspace.config.journal, in: tree)
        }
    }

    private func perform(_ command: Command) throws(ScaffoldError) -> String {
        switch command {
        case .help:
            return HelpText.full
        case .version:
            return "scaffold \(HelpText.version)\n"
        case .list:
            let workspace = try Workspace.load(tree, environment: environment)
            return TemplateListing.text(try workspace.templates(), config: workspace.config)
        case .generate(let request, let output):
            _ = try EntityName(request.entity, plural: request.plural)  // refuse a bad name before anything else
            let workspace = try Workspace.load(tree, environment: environment)
            let plan = try makePlanner(workspace, root: root).plan(request)
            var report = ""
            if output.verify {
                let verifier = makeVerifier(workspace.config)
                try verifier.prepareMirror()
                try verifier.check(plan, testFilter: plan.entity)
                report =
                    "verified: the copy builds with warnings as errors, "
                    + "the \(plan.entity) tests pass, the lint is clean\n"
            }
            return report + (try finish(plan, output, journal: workspace.config.journal))
        case .remove(let entity, let force, let output):
            let workspace = try Workspace.load(tree, environment: environment)
            let plan = try RemovalPlanner(workspace: workspace).plan(entity: entity, force: force)
            return try finish(plan, output, journal: workspace.config.journal)
        case .upgrade(let entity, let force, let output):
            let workspace = try Workspace.load(tree, environment: environment)
            let plan = try UpgradePlanner(planner: try makePlanner(workspace, root: root)).plan(
                entities: entity.map { [$0] }, force: force)
            return try finish(plan, output, journal: workspace.config.journal)
        case .selftest:
            let workspace = try Workspace.load(tree, environment: environment)
            let verifier = makeVerifier(workspace.config)
            return try SelfTest(verifier: verifier, environment: environment) { workspace throws(ScaffoldError) in
                try makePlanner(workspace, root: verifier.mirror)
            }.run()
        }
    }

    /// Prints the plan, and applies it unless this is a dry run.
    private func finish(_ plan: Plan, _ output: Command.Output, journal: String) throws(ScaffoldError) -> String {
        if !output.dryRun, !plan.isNoOp {
            progress("applying '\(plan.title)': \(plan.writes.count) files, journalled in \(journal)")
            try TreeLock.holding(root) { () throws(ScaffoldError) in
                try Transaction.apply(plan, to: tree, journal: journal)
            }
        }
        let applied = !output.dryRun
        return output.json ? PlanRenderer.json(plan, applied: applied) : PlanRenderer.text(plan, applied: applied)
    }

    /// A planner for the tree at `root`, formatting generated Swift with the tree's `.swift-format`
    /// when it has one.
    private func makePlanner(_ workspace: Workspace, root: URL) throws(ScaffoldError) -> GenerationPlanner {
        var planner = GenerationPlanner(workspace: workspace, templates: try workspace.templates(), today: today)
        if try workspace.fileSystem.read(".swift-format") != nil {
            planner.formatter = SwiftFormatRunner(root: root, runner: runner)
        }
        return planner
    }

    private func makeVerifier(_ config: ScaffoldConfig) -> Verifier {
        Verifier(root: root, directory: config.verifyDirectory, runner: runner, progress: progress)
    }

    private var today: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: now)
    }
}
