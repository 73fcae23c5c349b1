//
//  TodoListViewModel.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Observation

/// The list of todos: what is shown under the current ``options``, and the actions a person takes
/// on it (add, delete, filter), as ``EntityListViewModel`` does them for every entity.
@Observable
public final class TodoListViewModel: EntityListViewModel<Todo> {
    // Differs from the template: a person chooses todos by `options` (a project by name), made
    // into the query on each reload, and it acts through use cases (+Project, +Completion).
    /// Internal rather than private: an entity's own actions, in files of their own beside this
    /// generated one (`TodoListViewModel+….swift`), read and write through it.
    let todoRepository: any TodoRepositoryProtocol
    let projectLookup: ProjectLookup
    let addTodo: AddTodoUseCase
    let completeTodo: CompleteTodoUseCase

    /// The todos selected by the query, in order.
    public var todos: [Todo] { entities }
    /// Which todos are listed and how; change it through `filter(_:)` (+Project).
    public internal(set) var options: TodoListOptions

    /// Makes a view model that reads the two repositories and acts through the use cases; nothing
    /// is loaded until ``EntityListViewModel/load()``.
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
        super.init(repository: todoRepository.erased, query: .all)
    }

    /// The todo whose id starts with `prefix`, from every todo, not just those
    /// listed; nil with an explanation in `errorMessage` when none or several match.
    public func todo(idPrefix prefix: String) async -> Todo? {
        await entity(idPrefix: prefix)
    }

    /// Makes the query from ``options`` and reads the list again; one read of the projects serves
    /// both the project the options name and the names the list shows.
    override func reload() async throws {
        let projects = try await projectLookup.all()
        query = TodoQuery(
            filter: try filter(options, projects: projects), sort: options.sort,
            page: options.limit.map { Page(limit: $0) })
        try await reload(referenceNames: ProjectLookup.namesByID(projects))
    }
}
