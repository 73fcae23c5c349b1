import Domain

/// The projects a screen shows beside todos, and the one a person named (found as
/// ``/Domain/FindProjectByNameUseCase`` finds it).
struct ProjectLookup {
    let repository: any ProjectRepositoryProtocol

    /// The project whose name equals `name` ignoring case, or a failure that lists the names
    /// that do exist.
    func project(named name: String) async throws -> Project {
        try await FindProjectByNameUseCase(projectRepository: repository).execute(named: name)
    }

    /// Every project, in one read: what ``project(named:in:)`` and ``namesByID(_:)`` look in when
    /// a caller needs both, so that both answer from the same state.
    func all() async throws -> [Project] {
        try await repository.fetchAll(.all)
    }

    /// The project of `projects` whose name equals `name` ignoring case, or a failure that lists
    /// the names that do exist.
    static func project(named name: String, in projects: [Project]) throws -> Project {
        try FindProjectByNameUseCase.project(named: name, in: projects)
    }

    /// The names of `projects` by id, for showing project names beside todos.
    static func namesByID(_ projects: [Project]) -> [Project.ID: String] {
        Dictionary(projects.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }
}
