import Domain
import Foundation
import Observation

/// The list of todos: what is shown under the current ``options``, and the actions a
/// person takes on it (add, delete, filter). Every action reloads the list so that what is shown
/// is what is stored.
///
/// Failures never throw out of the view model: they set ``state`` to `.failed`, ``errorMessage``
/// to a sentence for the person and ``failure`` to the typed reason for code.
@MainActor
@Observable
public final class TodoListViewModel: ActionRunning {
    /// The todos selected by ``options``, in order.
    public private(set) var todos: [Todo] = []
    /// How many todos match ``options`` without its limit, so a view can say "20 of 312".
    public private(set) var matchingCount = 0
    /// Where the last action is.
    public internal(set) var state: LoadState = .idle
    /// Why the last action failed, for the person; nil after a success.
    public internal(set) var errorMessage: String?
    /// The repository's typed error behind ``errorMessage``, when a repository failed.
    public internal(set) var repositoryError: RepositoryError?
    /// Why the last action failed, for code to decide on (an ambiguous id prefix, a repository's
    /// typed error...); nil after a success.
    public internal(set) var failure: ActionFailure?
    // Differs from the template, which lists by a `TodoQuery`: people choose todos by a
    // project's name and a use-case-shaped filter (TodoListOptions), resolved in
    // TodoListViewModel+Project.swift.
    /// Which todos are listed and how; change it through ``filter(_:)``.
    public private(set) var options: TodoListOptions
    /// The name a list shows for each id the todos refer to (the referred record's
    /// name), read with them; empty when they refer to nothing.
    public private(set) var referenceNames: [UUID: String] = [:]

    /// Internal rather than private, as ``reload()`` is: an entity's own actions, in files of their
    /// own beside this one (`TodoListViewModel+….swift`), read and write through it.
    let todoRepository: any TodoRepositoryProtocol
    let projectLookup: ProjectLookup
    private let addTodo: AddTodoUseCase
    let completeTodo: CompleteTodoUseCase

    /// Makes a view model that reads the two repositories and acts through the use cases;
    /// nothing is loaded until ``load()``.
    public nonisolated init(
        todoRepository: any TodoRepositoryProtocol,
        projectRepository: any ProjectRepositoryProtocol,
        addTodo: AddTodoUseCase,
        completeTodo: CompleteTodoUseCase,
        options: TodoListOptions = TodoListOptions()
    ) {
        self.todoRepository = todoRepository
        self.projectLookup = ProjectLookup(repository: projectRepository)
        self.addTodo = addTodo
        self.completeTodo = completeTodo
        // The macro's backing storage: the observed setter is main-actor isolated, init is not.
        self._options = options
    }

    /// Loads the todos selected by ``options``.
    public func load() async {
        await perform { try await reload() }
    }

    /// Shows the todos selected by `options` from now on.
    public func filter(_ options: TodoListOptions) async {
        // Through the observed setter, so that views reading `options` are told it changed.
        self.options = options
        await load()
    }

    // Differs from the template, which stores through the repository: a todo is added through
    // AddTodoUseCase, which files it under the project a person names.
    /// Stores `new`, filed under the project named `projectName` when there is one (see
    /// ``TodoDetailViewModel/create(_:projectName:)``), and reloads; returns it as stored, or nil
    /// on failure.
    @discardableResult
    public func add(_ new: Todo, projectName: String? = nil) async -> Todo? {
        await perform {
            let stored = try await addTodo.execute(new, projectName: projectName).todo
            try await reload()
            return stored
        }
    }

    /// Removes the todo; returns whether it was removed.
    @discardableResult
    public func delete(id: Todo.ID) async -> Bool {
        await perform {
            try await todoRepository.delete(id: id)
            try await reload()
            return true
        } ?? false
    }

    /// The todo whose id starts with `prefix` (see ``/Domain/IDPrefix``), from every
    /// todo, not just those listed; nil with an explanation in ``errorMessage`` when
    /// none or several match.
    public func todo(idPrefix prefix: String) async -> Todo? {
        await perform {
            try await TodoDetailViewModel.resolver(todoRepository).entity(idPrefix: prefix)
        }
    }

    /// Reads the list again under ``options``; every action ends with it, so what is shown is what
    /// is stored.
    func reload() async throws {
        // One read of the projects serves both the names and the filter's project.
        let projects = try await projectLookup.all()
        let filter = try filter(options, projects: projects)
        let page = options.limit.map { Page(limit: $0) }
        let listed = try await todoRepository.fetchAll(TodoQuery(filter: filter, sort: options.sort, page: page))
        let count = page == nil ? listed.count : try await todoRepository.count(matching: filter)
        (todos, matchingCount, referenceNames) = (listed, count, ProjectLookup.namesByID(projects))
    }
}
