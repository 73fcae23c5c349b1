import DI
import Domain

/// Registers the use cases the view models are given: what a person does that spans entities or
/// carries a rule (add a todo to a project by name, complete it, import, export), each over the
/// repositories and the unit of work registered before it. They hold no state, so a new one is
/// made on every resolve. (Renaming and removing a project by name, and completing the todo a
/// detail view shows, are use cases too, which the view model makes over the repository it
/// already holds when it is asked to.)
public struct UseCasesAssembly: Assembly {
    /// Makes the assembly.
    public init() {}

    /// Registers the use cases over the repositories.
    public func assemble(container: Container) {
        container.register(AddTodoUseCase.self) {
            AddTodoUseCase(todoRepository: try $0.resolved(), projectRepository: try $0.resolved())
        }
        container.register(CompleteTodoUseCase.self) { CompleteTodoUseCase(todoRepository: try $0.resolved()) }
        container.register(ImportUseCase.self) {
            ImportUseCase(
                todoRepository: try $0.resolved(), projectRepository: try $0.resolved(), unitOfWork: try $0.resolved())
        }
        container.register(ExportUseCase.self) {
            ExportUseCase(todoRepository: try $0.resolved(), projectRepository: try $0.resolved())
        }
    }
}
