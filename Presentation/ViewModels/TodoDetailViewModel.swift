//
//  TodoDetailViewModel.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation
import Observation

/// One todo, shown whole and edited: the `show`, `add`, `edit`, `done`, `undo` and `rm` of the demo.
///
/// Like every view model here it never throws: failures set ``state``, ``errorMessage``,
/// ``repositoryError`` and ``failure``.
@MainActor
@Observable
public final class TodoDetailViewModel: ActionRunning {
    /// The todo, once loaded.
    public private(set) var todo: Todo?
    /// The name of its project, if it has one.
    public private(set) var projectName: String?
    /// Where the last action is.
    public internal(set) var state: LoadState = .idle
    /// Why the last action failed, for the person; nil after a success.
    public internal(set) var errorMessage: String?
    /// The repository's typed error behind ``errorMessage``, when a repository failed.
    public internal(set) var repositoryError: RepositoryError?
    /// Why the last action failed, for code to decide on (an ambiguous id prefix, a repository's
    /// typed error...); nil after a success.
    public internal(set) var failure: ActionFailure?

    // Differs from the template: not EntityDetailViewModel's subclass, which would put two more files on the path of `todo add`.
    let todoRepository: any TodoRepositoryProtocol
    let projectLookup: ProjectLookup
    let addTodo: AddTodoUseCase

    /// Makes a view model over the repositories and `addTodo`; nothing is loaded until ``load(idPrefix:)``.
    public nonisolated init(
        todoRepository: any TodoRepositoryProtocol,
        projectRepository: any ProjectRepositoryProtocol,
        addTodo: AddTodoUseCase
    ) {
        self.todoRepository = todoRepository
        self.projectLookup = ProjectLookup(repository: projectRepository)
        self.addTodo = addTodo
    }

    /// Stores `new` and shows it as stored; returns whether it was stored. `projectName` names the
    /// existing project to file it under (ignoring case; ``/Domain/AddTodoUseCase``); nil keeps
    /// `new`'s own. What a one-shot `add` needs: unlike ``TodoListViewModel/add(_:projectName:)``
    /// it reloads no list.
    @discardableResult
    public func create(_ new: Todo, projectName: String? = nil) async -> Bool {
        await succeeds {
            let added = try await addTodo.execute(new, projectName: projectName)
            if let project = added.project {
                (todo, self.projectName) = (added.todo, project.name)
            } else {
                try await show(added.todo)
            }
        }
    }

    /// Shows `todo`, with its project's name.
    func show(_ todo: Todo) async throws {
        var name: String?
        if let projectID = todo.projectID {
            name = try await projectLookup.name(of: projectID)
        }
        (self.todo, projectName) = (todo, name)
    }

    func succeeds(_ body: () async throws -> Void) async -> Bool {
        await perform(body) != nil
    }
}
