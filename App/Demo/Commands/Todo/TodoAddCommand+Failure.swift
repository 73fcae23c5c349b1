import Presentation

extension TodoAddCommand {
    /// The failure, with the command that creates the project when that is what is missing, so
    /// that the README's first example tells a newcomer what to run. Apart from the command, so
    /// that a `todo add` that succeeds never opens it.
    func explained(_ viewModel: TodoDetailViewModel) -> String? {
        guard let failure = viewModel.failure, case .noMatchForName(let name, "project", _, _) = failure else {
            return viewModel.errorMessage
        }
        return failure.message + "\nCreate it first with: demo project add \(ShellQuoting.quoted(name))"
    }
}
