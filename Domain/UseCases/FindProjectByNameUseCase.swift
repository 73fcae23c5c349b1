/// Finds the project a person named, the way project names compare: ignoring case, width and
/// surrounding space (``Project/nameKey``). Every action that takes a project by name (add a todo
/// to it, rename it, remove it, list its todos) finds it here, so that all of them fail alike.
public struct FindProjectByNameUseCase: Sendable {
    private let projectRepository: any ProjectRepositoryProtocol

    /// A lookup over the projects of `projectRepository`.
    public init(projectRepository: any ProjectRepositoryProtocol) {
        self.projectRepository = projectRepository
    }

    /// The stored project called `name`; ``UnknownProjectError`` when there is none. The project
    /// is looked up by its name's key; only a name no project has reads them all, to list them.
    public func execute(named name: String) async throws -> Project {
        if let project = try await projectRepository.fetch(name: name) {
            return project
        }
        throw UnknownProjectError(name: name, known: try await projectRepository.fetchAll(.all).map(\.name))
    }

    /// The project of `projects` called `name`, for a caller that has read them already (to show
    /// their names as well, from the same read); ``UnknownProjectError`` when there is none.
    public static func project(named name: String, in projects: [Project]) throws(UnknownProjectError) -> Project {
        let key = Project.nameKey(for: name)
        if let match = projects.first(where: { $0.nameKey == key }) {
            return match
        }
        throw UnknownProjectError(name: name, known: projects.map(\.name))
    }
}
