import Domain
import Foundation

/// Todos and projects held in memory, for previews and tests: the same rules as every other
/// store (unique ids and project names, existing projects, no deleting a project in use), the
/// same query meaning (Domain's reference evaluation), and change sets after every write.
///
/// An actor, so that each write is atomic; `seed` and `reset` put it in a known state.
public actor InMemoryStore {
    var todos: [UUID: TodoRecord] = [:]
    var projects: [UUID: ProjectRecord] = [:]
    nonisolated let todoChanges = ChangeBroadcaster()
    nonisolated let projectChanges = ChangeBroadcaster()
    /// Shared state of entities generated after this store was written.
    nonisolated let entitySlots = EntitySlots()

    /// Makes an empty store.
    public init() {}

    /// Adds `projects`, then `todos`, all or nothing, without publishing changes: a known state
    /// for a preview or a test to start from.
    public func seed(projects: [Project] = [], todos: [Todo] = []) throws(RepositoryError) {
        try seedRecords(projects: projects, todos: todos)
    }

    /// Removes every todo and project, without publishing changes. (Entities generated later by
    /// `scripts/scaffold` keep their own tables in `entitySlots` and are not cleared.)
    public func reset() {
        todos.removeAll()
        projects.removeAll()
    }

    private func seedRecords(projects newProjects: [Project], todos newTodos: [Todo]) throws(RepositoryError) {
        let projectRecords = try validate { () throws(ValidationError) in
            try newProjects.map { project throws(ValidationError) in ProjectRecord(try project.validated()) }
        }
        let todoRecords = try validate { () throws(ValidationError) in
            try newTodos.map { todo throws(ValidationError) in TodoRecord(try todo.validated()) }
        }
        let saved = (todos, projects)
        do {
            try insertProjects(projectRecords)
            try insertTodos(todoRecords)
        } catch {
            (todos, projects) = saved
            throw error.toRepositoryError(entity: "record")
        }
    }
}
