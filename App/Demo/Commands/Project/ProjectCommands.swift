import Domain
import Presentation

// `demo project add|list|rename|rm`: the commands of the project group, whose specs are in
// `CommandCatalog.projectCommands`.

/// `demo project add NAME [--json]`.
struct ProjectAddCommand: Command {
    let name: String
    let json: Bool

    init(_ parsed: ParsedCommand) {
        name = parsed.positional(0) ?? ""
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(ProjectDetailViewModel.self) else { return .failure }
        guard await viewModel.create(Project(name: name)), let project = viewModel.project else {
            return context.fail(viewModel.errorMessage)
        }
        if json {
            let rendered = ProjectListView.render(
                projects: [project], openCounts: [:], format: .json, context: context.render)
            context.console.out(.rendered(rendered))
        } else {
            context.say("Added project \(project.name)")
        }
        return .success
    }
}

/// `demo project list [--json]`.
struct ProjectListCommand: Command {
    let json: Bool

    init(_ parsed: ParsedCommand) {
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(ProjectListViewModel.self),
            let todoRepository = context.viewModel((any TodoRepositoryProtocol).self)
        else { return .failure }
        await viewModel.load()
        guard viewModel.state == .loaded, let openCounts = await viewModel.openTodoCounts(in: todoRepository) else {
            return context.fail(viewModel.errorMessage)
        }
        let rendered = ProjectListView.render(
            projects: viewModel.projects, openCounts: openCounts, format: json ? .json : .text, context: context.render)
        context.console.out(.rendered(rendered))
        return .success
    }
}

/// `demo project rename NAME NEW-NAME`.
struct ProjectRenameCommand: Command {
    let name: String
    let newName: String

    init(_ parsed: ParsedCommand) {
        name = parsed.positional(0) ?? ""
        newName = parsed.positional(1) ?? ""
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(ProjectListViewModel.self) else { return .failure }
        // The message names the project as stored, not as typed ("errands" finds "Errands").
        guard let old = await viewModel.project(named: name),
            let project = await viewModel.rename(name, to: newName)
        else {
            return context.fail(viewModel.errorMessage)
        }
        context.say("Renamed project \(old.name) to \(project.name)")
        return .success
    }
}

/// `demo project rm NAME [--force]`: refused while todos belong to the project.
struct ProjectRemoveCommand: Command {
    let name: String
    let force: Bool

    init(_ parsed: ParsedCommand) {
        name = parsed.positional(0) ?? ""
        force = parsed.flag("force")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(ProjectListViewModel.self) else { return .failure }
        // Look it up first, so that nobody is asked to confirm removing a project that is not there.
        guard let found = await viewModel.project(named: name) else { return context.fail(viewModel.errorMessage) }
        let question: TerminalText = "Remove project \"\(found.name)\"?"
        let answer = Confirmation.ask(question, force: force, command: ["project", "rm"], context: context)
        if let exit = answer.earlyExit { return exit }
        guard let project = await viewModel.delete(named: name) else { return context.fail(viewModel.errorMessage) }
        context.say("Removed project \(project.name)")
        return .success
    }
}
