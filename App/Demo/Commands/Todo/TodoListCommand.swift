import Domain
import Foundation
import Presentation

/// `demo todo list [--open|--done|--all] [--project NAME|none] [--due-before DAY] [--due-after DAY]
/// [--overdue] [--priority] [--search] [--sort] [--limit] [--json]`.
struct TodoListCommand: Command {
    static let spec = CommandSpec(
        summary: "List todos (open ones unless told otherwise)",
        options: [
            .flag("open", "Only open todos (the default)"), .flag("done", "Only done todos"),
            .flag("all", short: "a", "Open and done todos"),
            .value("project", "NAME|none", "Only todos in this project, or none: those in no project"),
            TodoCommands.priority, .value("due-before", "YYYY-MM-DD", "Only todos due before that day"),
            .value("due-after", "YYYY-MM-DD", "Only todos due after that day"),
            .flag("overdue", "Only todos whose due day has passed"),
            .value("search", short: "s", "TEXT", "Only todos whose title or notes contain TEXT"),
            .value("sort", "FIELD[:asc|:desc]", "created, updated, due, priority (high first) or title"),
            .value("limit", short: "n", "N", "Show at most N todos"), CommandCatalog.json,
        ],
        examples: [
            "demo todo list --all --sort due", "demo todo list --overdue --sort priority",
            "demo todo list --project none --due-before 2026-12-24",
            "demo todo list --project Home --json | jq '.[].title'",
        ])

    let options: TodoListOptions
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
        let (path, timeZone, now) = (parsed.spec.path, parsed.timeZone, Date())
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
