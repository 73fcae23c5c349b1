import Presentation

extension TodoAddCommand {
    /// The failure, with the command that creates the project when that is what is missing, so
    /// that the README's first example tells a newcomer what to run. Apart from the command, so
    /// that a `todo add` that succeeds never opens it.
    func explained(_ viewModel: TodoDetailViewModel) -> String? {
        guard case .noMatchForName(let name, "project", _, _) = viewModel.failure else { return viewModel.errorMessage }
        return (viewModel.errorMessage ?? "No project is named \"\(name)\".")
            + "\nCreate it first with: demo project add \(ShellQuoting.quoted(name))"
    }
}
