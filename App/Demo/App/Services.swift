import Composition
import Domain
import Presentation

/// The view models a command may ask for, built over the chosen store by the composition root.
@MainActor
struct Services {
    private let todos: any TodoRepositoryProtocol
    private let projects: any ProjectRepositoryProtocol

    /// Opens the store at `location` through the composition root.
    static func make(store location: StoreLocation) throws -> Services {
        let repositories = try CompositionRoot.makeRepositories(store: location)
        return Services(todos: repositories.todos, projects: repositories.projects)
    }

    /// A todo list showing `options`.
    func todoList(_ options: TodoListOptions = TodoListOptions()) -> TodoListViewModel {
        TodoListViewModel(todoRepository: todos, projectRepository: projects, options: options)
    }

    /// One todo's view model.
    func todoDetail() -> TodoDetailViewModel {
        TodoDetailViewModel(todoRepository: todos, projectRepository: projects)
    }

    /// The projects' view model.
    func projectList() -> ProjectListViewModel {
        ProjectListViewModel(projectRepository: projects, todoRepository: todos)
    }

    /// Import and export.
    func transfer() -> TransferViewModel {
        TransferViewModel(todoRepository: todos, projectRepository: projects)
    }
}
