import Domain
import Presentation

/// `demo todo done ID` and `demo todo undo ID`: set a todo's completion.
struct TodoCompletionCommand: Command {
    let id: String
    let isCompleted: Bool
    let json: Bool

    init(_ parsed: ParsedCommand, isCompleted: Bool) throws(UsageError) {
        id = try ValueParsing.idPrefix(parsed.positional(0) ?? "", command: parsed.spec.path)
        self.isCompleted = isCompleted
        json = parsed.flag("json")
    }

    func run(_ context: CommandContext) async -> ExitCode {
        guard let viewModel = context.viewModel(TodoDetailViewModel.self) else { return .failure }
        guard await viewModel.load(idPrefix: id), await viewModel.setCompleted(isCompleted),
            let todo = viewModel.todo
        else { return context.fail(viewModel.errorMessage) }
        if json {
            context.console.out(.rendered(TodoDetailView.render(viewModel, format: .json, context: context.render)))
        } else {
            context.say("\(isCompleted ? "Done" : "Reopened") \(ShortID.of(todo.id))  \(todo.title)")
        }
        return .success
    }
}
