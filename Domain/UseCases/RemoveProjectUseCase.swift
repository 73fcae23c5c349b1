/// Removes the project a person named. A project that still has todos is not removed: the
/// repository refuses with `.conflict` (``ProjectRepositoryProtocol``), so the todos are moved or
/// removed first and nothing goes behind the person's back.
public struct RemoveProjectUseCase: Sendable {
    private let projectRepository: any ProjectRepositoryProtocol

    /// Removes projects from `projectRepository`.
    public init(projectRepository: any ProjectRepositoryProtocol) {
        self.projectRepository = projectRepository
    }

    /// Removes the project called `name` and returns it as it was; ``UnknownProjectError`` when
    /// no project has that name, `.conflict` while todos belong to it.
    public func execute(named name: String) async throws -> Project {
        let project = try await FindProjectByNameUseCase(projectRepository: projectRepository).execute(named: name)
        try await projectRepository.delete(id: project.id)
        return project
    }
}
