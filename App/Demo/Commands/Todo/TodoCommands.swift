import Domain
import Foundation
import Presentation

// `demo todo add|list|show|edit|rm`: the commands of the todo group, whose specs are in
// `CommandCatalog.todoCommands`; done and undo are Todo's own (`TodoCompletionCommand.swift`).

/// `demo todo add TITLE [--priority] [--due] [--project] [--notes] [--json]`.
struct TodoAddCommand: Command {
    let draft: TodoDraft
    let json: Bool

    init(_ parsed: ParsedCommand, timeZone: TimeZone) throws(UsageError) {
        let path = parsed.spec.path
        var draft = TodoDraft(title: parsed.positional(0) ?? "", notes: parsed.value("notes") ?? "")
        if let text = parsed.value("priority") { draft.priority = try ValueParsing.priority(text, command: path) }
        if let text = parsed.value("due") {
            draft.dueDate = try ValueParsing.day(text, timeZone: timeZone, command: path)
        }
        draft.projectName = try parsed.value("project").map { text throws(UsageError) in
            try ValueParsing.projectName(text, command: path, hint: "leave --project out for a todo in no project")
        }
        self.draft = draft
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        // The detail view model stores and shows one todo; the list's would reload every todo.
        guard let viewModel = context.viewModel(TodoDetailViewModel.self) else { return .failure }
        guard await viewModel.create(draft), let todo = viewModel.todo else {
            return context.fail(explained(viewModel))
        }
        if json {
            context.console.out(.rendered(TodoDetailView.render(viewModel, format: .json, context: context.render)))
        } else {
            context.say("Added \(ShortID.of(todo.id))  \(todo.title)")
        }
        return .success
    }

    /// The failure, with the command that creates the project when that is what is missing, so
    /// that the README's first example tells a newcomer what to run.
    private func explained(_ viewModel: TodoDetailViewModel) -> String? {
        guard case .unknownProject(let name, _) = viewModel.failure else { return viewModel.errorMessage }
        return (viewModel.errorMessage ?? "No project is named \"\(name)\".")
            + "\nCreate it first with: demo project add \(ShellQuoting.quoted(name))"
    }
}

/// `demo todo list [--open|--done|--all] [--project NAME|none] [--due-before DAY] [--due-after DAY]
/// [--overdue] [--priority] [--search] [--sort] [--limit] [--json]`.
struct TodoListCommand: Command {
    let options: TodoListOptions
    let json: Bool

    init(_ parsed: ParsedCommand, timeZone: TimeZone, now: Date) throws(UsageError) {
        let path = parsed.spec.path
        let chosen = ["open", "done", "all"].filter(parsed.flag)
        guard chosen.count <= 1 else {
            throw UsageError(message: "give only one of --open, --done and --all", command: path)
        }
        var options = TodoListOptions()
        switch chosen.first {
        case "done": options.completion = .done
        case "all": options.completion = .any
        default: options.completion = .open
        }
        switch parsed.value("project") {
        case "none"?: options.withoutProject = true
        case let name: options.projectName = name
        }
        if let text = parsed.value("due-before") {
            options.dueBefore = try ValueParsing.day(text, timeZone: timeZone, command: path)
        }
        if let text = parsed.value("due-after") {
            // After the day, not after its start: a todo due at any time that day is not after it.
            options.dueAfter = try ValueParsing.lastMillisecond(ofDay: text, timeZone: timeZone, command: path)
        }
        if parsed.flag("overdue") {
            // Overdue: the due day is over, so due before the start of today.
            let today = DueDateFormat.parse(DueDateFormat.format(now, timeZone: timeZone), timeZone: timeZone) ?? now
            options.dueBefore = min(options.dueBefore ?? today, today)
        }
        if let text = parsed.value("priority") { options.priority = try ValueParsing.priority(text, command: path) }
        options.search = parsed.value("search")
        if let text = parsed.value("sort") { options.sort = try ValueParsing.sort(text, command: path) }
        if let text = parsed.value("limit") {
            options.limit = try ValueParsing.count(text, option: "limit", command: path)
        }
        self.options = options
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(TodoListViewModel.self) else { return .failure }
        if json || !context.render.terminal.isTTY {
            // For a script: written a page at a time as the pages are read, never held whole.
            let format: OutputFormat = json ? .json : .text
            let streamed = await viewModel.stream(options, format: format, timeZone: context.render.timeZone) {
                context.console.out(.rendered($0))
            }
            return streamed ? .success : context.fail(viewModel.errorMessage)
        }
        await viewModel.filter(options)
        guard viewModel.state == .loaded else { return context.fail(viewModel.errorMessage) }
        context.console.out(
            .rendered(TodoListView.render(viewModel, format: json ? .json : .text, context: context.render)))
        if !json, context.render.terminal.isTTY, viewModel.matchingCount == 0, options == TodoListOptions() {
            // An empty list on a terminal with no filter: say how to start (never in a pipe).
            context.say("Add one with: demo todo add TITLE")
        }
        return .success
    }
}

/// `demo todo show ID [--json]`.
struct TodoShowCommand: Command {
    let id: String
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try ValueParsing.idPrefix(parsed.positional(0) ?? "", command: parsed.spec.path)
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(TodoDetailViewModel.self) else { return .failure }
        guard await viewModel.load(idPrefix: id) else { return context.fail(viewModel.errorMessage) }
        context.console.out(
            .rendered(TodoDetailView.render(viewModel, format: json ? .json : .text, context: context.render)))
        return .success
    }
}

/// `demo todo edit ID [--title] [--notes] [--priority] [--due DATE|none] [--project NAME|none]`.
struct TodoEditCommand: Command {
    let id: String
    let edit: TodoEdit
    let json: Bool

    init(_ parsed: ParsedCommand, timeZone: TimeZone) throws(UsageError) {
        let path = parsed.spec.path
        id = try ValueParsing.idPrefix(parsed.positional(0) ?? "", command: parsed.spec.path)
        var edit = TodoEdit(title: parsed.value("title"), notes: parsed.value("notes"))
        if let text = parsed.value("priority") { edit.priority = try ValueParsing.priority(text, command: path) }
        if let text = parsed.value("due") {
            edit.dueDate = text == "none" ? .clear : .set(try ValueParsing.day(text, timeZone: timeZone, command: path))
        }
        if let text = parsed.value("project") {
            let hint = "give --project none to take the todo out of its project"
            edit.projectName =
                text == "none" ? .clear : .set(try ValueParsing.projectName(text, command: path, hint: hint))
        }
        guard !edit.isEmpty else {
            throw UsageError(
                message: "nothing to change; give --title, --notes, --priority, --due or --project", command: path)
        }
        self.edit = edit
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(TodoDetailViewModel.self) else { return .failure }
        guard await viewModel.load(idPrefix: id), await viewModel.edit(edit) else {
            return context.fail(viewModel.errorMessage)
        }
        context.console.out(
            .rendered(TodoDetailView.render(viewModel, format: json ? .json : .text, context: context.render)))
        return .success
    }
}

/// `demo todo rm ID [--force]`: asks first on a terminal; needs `--force` otherwise.
struct TodoRemoveCommand: Command {
    let id: String
    let force: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        id = try ValueParsing.idPrefix(parsed.positional(0) ?? "", command: parsed.spec.path)
        force = parsed.flag("force")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(TodoDetailViewModel.self) else { return .failure }
        guard await viewModel.load(idPrefix: id), let todo = viewModel.todo else {
            return context.fail(viewModel.errorMessage)
        }
        let question: TerminalText = "Remove todo \(ShortID.of(todo.id)) \"\(todo.title)\"?"
        let answer = Confirmation.ask(question, force: force, command: ["todo", "rm"], context: context)
        if let exit = answer.earlyExit { return exit }
        guard await viewModel.delete() else { return context.fail(viewModel.errorMessage) }
        context.say("Removed \(ShortID.of(todo.id))  \(todo.title)")
        return .success
    }
}
