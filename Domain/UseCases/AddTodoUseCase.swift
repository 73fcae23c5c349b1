/// Adds a todo, to the project a person named when they named one: the project is found by name
/// (``FindProjectByNameUseCase``) and the todo stored in it, or nothing is stored.
public struct AddTodoUseCase: Sendable {
    private let todoRepository: any TodoRepositoryProtocol
    private let projectRepository: any ProjectRepositoryProtocol

    /// Adds todos to `todoRepository`, finding projects in `projectRepository`.
    public init(todoRepository: any TodoRepositoryProtocol, projectRepository: any ProjectRepositoryProtocol) {
        self.todoRepository = todoRepository
        self.projectRepository = projectRepository
    }

    /// Stores `todo` in the project called `projectName` (its own `projectID` is replaced), or in
    /// none when `projectName` is nil; returns it as stored, with the project it was filed under
    /// (nil when `projectName` is), so that the caller can name it without reading it again.
    /// ``UnknownProjectError`` when no project has that name, or the repository's
    /// ``RepositoryError``.
    public func execute(_ todo: Todo, projectName: String?) async throws -> (todo: Todo, project: Project?) {
        var todo = todo
        var project: Project?
        if let projectName {
            let found = try await FindProjectByNameUseCase(projectRepository: projectRepository)
                .execute(named: projectName)
            (todo.projectID, project) = (found.id, found)
        }
        return (try await todoRepository.create(todo), project)
    }
}
