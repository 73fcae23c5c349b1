//
//  TodoListViewModel.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain

/// The list of todos: what is shown under the current query, and the actions a person
/// takes on it (add, delete, filter), as ``EntityListViewModel`` does them for every entity.
public final class TodoListViewModel: EntityListViewModel<Todo> {
    /// Internal rather than private: an entity's own actions, in files of their own beside this
    /// generated one (`TodoListViewModel+….swift`), read and write through them.
    let todoRepository: any TodoRepositoryProtocol
    let projectRepository: any ProjectRepositoryProtocol

    /// The todos selected by the query, in order.
    public var todos: [Todo] { entities }

    /// Makes a view model over the repositories it reads; nothing is loaded until ``EntityListViewModel/load()``.
    public nonisolated init(
        todoRepository: any TodoRepositoryProtocol, projectRepository: any ProjectRepositoryProtocol,
        query: TodoQuery = .all
    ) {
        self.todoRepository = todoRepository
        self.projectRepository = projectRepository
        // The names of what the todos refer to: one read of each entity referred to.
        super.init(
            repository: todoRepository.erased, query: query,
            names: [
                { try await projectRepository.fetchAll(ProjectQuery()).map { ($0.id, $0.name) } }
            ])
    }

    /// The todo whose id starts with `prefix`, from every todo, not just those
    /// listed; nil with an explanation in `errorMessage` when none or several match.
    public func todo(idPrefix prefix: String) async -> Todo? {
        await entity(idPrefix: prefix)
    }
}
