import Domain
import Presentation

/// `demo todo list [--open|--done|--all] [--project] [--priority] [--search] [--sort] [--limit] [--json]`.
struct TodoListCommand: Command {
    let options: TodoListOptions
    let json: Bool

    init(_ parsed: ParsedCommand) throws(UsageError) {
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
        options.projectName = parsed.value("project")
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
        let viewModel = context.services.todoList
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
