import Domain
import Foundation
import Observation

/// The projects, each with how many todos are open in it, and the actions on them: add, rename
/// and delete. Projects are named by what a person types, compared ignoring case.
///
/// Failures set ``state``, ``errorMessage`` and ``repositoryError``; nothing throws.
@MainActor
@Observable
public final class ProjectListViewModel: ActionRunning {
    /// Every project, by name.
    public private(set) var projects: [Project] = []
    /// How many open todos each project has.
    public private(set) var openCounts: [Project.ID: Int] = [:]
    /// Where the last action is.
    public internal(set) var state: LoadState = .idle
    /// Why the last action failed, for the person; nil after a success.
    public internal(set) var errorMessage: String?
    /// The repository's typed error behind ``errorMessage``, when a repository failed.
    public internal(set) var repositoryError: RepositoryError?
    /// Why the last action failed, for code to decide on (an ambiguous id prefix, an unknown
    /// project, a repository's typed error...); nil after a success.
    public internal(set) var failure: ActionFailure?

    private let projectRepository: any ProjectRepositoryProtocol
    private let todoRepository: any TodoRepositoryProtocol
    private let renameProject: RenameProjectUseCase
    private let removeProject: RemoveProjectUseCase

    /// Makes a view model that reads the two repositories and renames and removes through the
    /// use cases; nothing is loaded until ``load()``.
    public nonisolated init(
        projectRepository: any ProjectRepositoryProtocol,
        todoRepository: any TodoRepositoryProtocol,
        renameProject: RenameProjectUseCase,
        removeProject: RemoveProjectUseCase
    ) {
        self.projectRepository = projectRepository
        self.todoRepository = todoRepository
        self.renameProject = renameProject
        self.removeProject = removeProject
    }

    /// Loads every project and its open-todo count.
    public func load() async {
        await perform { try await reload() }
    }

    /// Stores a new project called `name` and reloads; returns it as stored, or nil on failure.
    @discardableResult
    public func add(name: String) async -> Project? {
        await perform {
            let stored = try await projectRepository.create(Project(name: name))
            try await reload()
            return stored
        }
    }

    /// Renames the project called `oldName` to `newName`; returns it as stored.
    @discardableResult
    public func rename(_ oldName: String, to newName: String) async -> Project? {
        await perform {
            let stored = try await renameProject.execute(named: oldName, to: newName)
            try await reload()
            return stored
        }
    }

    /// Removes the project called `name`; refused while todos belong to it. Returns the removed
    /// project, or nil on failure.
    @discardableResult
    public func delete(named name: String) async -> Project? {
        await perform {
            let project = try await removeProject.execute(named: name)
            try await reload()
            return project
        }
    }

    /// The project called `name` (ignoring case), or nil with the names that exist in
    /// ``errorMessage``.
    public func project(named name: String) async -> Project? {
        await perform { try await lookup.project(named: name) }
    }

    private var lookup: ProjectLookup { ProjectLookup(repository: projectRepository) }

    private func reload() async throws {
        let all = try await projectRepository.fetchAll(.all)
        var counts: [Project.ID: Int] = [:]
        for project in all {
            counts[project.id] = try await todoRepository.count(
                matching: TodoFilter(completion: .open, project: .project(project.id)))
        }
        (projects, openCounts) = (all, counts)
    }
}
