import Domain
import Foundation
import Observation

/// One todo, shown whole and edited: the `show`, `edit`, `done`, `undo` and `rm` of the demo.
///
/// Like every view model here it never throws: failures set ``state``, ``errorMessage`` and
/// ``repositoryError``.
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
    /// Why the last action failed, for code to decide on (an ambiguous id prefix, an unknown
    /// project, a repository's typed error...); nil after a success.
    public internal(set) var failure: ActionFailure?

    private let todoRepository: any TodoRepositoryProtocol
    private let projectLookup: ProjectLookup
    private let addTodo: AddTodoUseCase
    private let completeTodo: CompleteTodoUseCase

    /// Makes a view model that reads the two repositories and acts through the use cases;
    /// nothing is loaded until ``load(idPrefix:)``.
    public nonisolated init(
        todoRepository: any TodoRepositoryProtocol,
        projectRepository: any ProjectRepositoryProtocol,
        addTodo: AddTodoUseCase,
        completeTodo: CompleteTodoUseCase
    ) {
        self.todoRepository = todoRepository
        self.projectLookup = ProjectLookup(repository: projectRepository)
        self.addTodo = addTodo
        self.completeTodo = completeTodo
    }

    /// Loads the todo whose id is, or starts with, `idPrefix`; returns whether it was found.
    @discardableResult
    public func load(idPrefix: String) async -> Bool {
        await succeeds {
            try await show(TodoIDResolver(repository: todoRepository).todo(idPrefix: idPrefix))
        }
    }

    /// Stores a new todo from `draft` and shows it as stored; returns whether it was stored. What
    /// a one-shot `todo add` needs: unlike ``TodoListViewModel/add(_:)`` it reloads no list.
    @discardableResult
    public func create(_ draft: TodoDraft) async -> Bool {
        await succeeds {
            let added = try await addTodo.execute(draft.todo, projectName: draft.projectName)
            if let project = added.project {
                (todo, projectName) = (added.todo, project.name)
            } else {
                try await show(added.todo)
            }
        }
    }

    /// Applies `edit` to the loaded todo and stores it; returns whether it was stored. Only the
    /// fields the edit names change, in one store transaction, so an edit of other fields made
    /// meanwhile (by another process, say) is kept.
    @discardableResult
    public func edit(_ edit: TodoEdit) async -> Bool {
        await succeeds {
            let id = try loaded().id
            var projectID: Todo.ID??
            switch edit.projectName {
            case .set(let name): projectID = .some(try await projectLookup.project(named: name).id)
            case .clear: projectID = .some(nil)
            case nil: projectID = nil
            }
            try await show(
                todoRepository.update(id: id) { [projectID] todo in
                    if let title = edit.title { todo.title = title }
                    if let notes = edit.notes { todo.notes = notes }
                    if let priority = edit.priority { todo.priority = priority }
                    switch edit.dueDate {
                    case .set(let date): todo.dueDate = date
                    case .clear: todo.dueDate = nil
                    case nil: break
                    }
                    if let projectID { todo.projectID = projectID }
                })
        }
    }

    /// Marks the loaded todo done (`true`) or open (`false`), changing nothing else; returns
    /// whether it was stored.
    @discardableResult
    public func setCompleted(_ isCompleted: Bool) async -> Bool {
        await succeeds {
            let id = try loaded().id
            try await show(completeTodo.execute(id: id, isCompleted: isCompleted))
        }
    }

    /// Removes the loaded todo; returns whether it was removed. ``todo`` keeps the removed value
    /// so that a view can say what went.
    @discardableResult
    public func delete() async -> Bool {
        await succeeds {
            try await todoRepository.delete(id: try loaded().id)
        }
    }

    private func loaded() throws -> Todo {
        guard let todo else { throw ActionFailure.nothingLoaded }
        return todo
    }

    private func show(_ todo: Todo) async throws {
        var name: String?
        if let projectID = todo.projectID {
            name = try await projectLookup.name(of: projectID)
        }
        (self.todo, projectName) = (todo, name)
    }

    private func succeeds(_ body: () async throws -> Void) async -> Bool {
        await perform(body) != nil
    }
}
