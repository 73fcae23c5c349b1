/// Renames the project a person named. Its todos follow, since they refer to it by id; a name
/// another project has (ignoring case) is refused by the repository with `.conflict`.
public struct RenameProjectUseCase: Sendable {
    private let projectRepository: any ProjectRepositoryProtocol

    /// Renames the projects of `projectRepository`.
    public init(projectRepository: any ProjectRepositoryProtocol) {
        self.projectRepository = projectRepository
    }

    /// Renames the project called `oldName` to `newName` and returns it as stored;
    /// ``UnknownProjectError`` when no project is called `oldName`.
    public func execute(named oldName: String, to newName: String) async throws -> Project {
        let id = try await FindProjectByNameUseCase(projectRepository: projectRepository).execute(named: oldName).id
        return try await projectRepository.update(id: id) { $0.name = newName }
    }
}
