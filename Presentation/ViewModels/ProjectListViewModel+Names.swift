import Domain

// What a project has beyond a generated entity's list: people name it (a name is unique ignoring
// case, ``/Domain/Project/nameKey``), so it is found, renamed and removed by its name, each through
// the Domain use case that holds the rule.
extension ProjectListViewModel {
    /// The project called `name` (ignoring case), or nil with the names that exist in
    /// ``EntityListViewModel/errorMessage``.
    public func project(named name: String) async -> Project? {
        await perform { try await FindProjectByNameUseCase(projectRepository: projectRepository).execute(named: name) }
    }

    /// Renames the project called `oldName` to `newName` and reloads; returns it as stored.
    @discardableResult
    public func rename(_ oldName: String, to newName: String) async -> Project? {
        await perform {
            let stored = try await RenameProjectUseCase(projectRepository: projectRepository)
                .execute(named: oldName, to: newName)
            try await reload()
            return stored
        }
    }

    /// Removes the project called `name` and reloads; refused while todos belong to it. Returns
    /// the removed project, or nil on failure.
    @discardableResult
    public func delete(named name: String) async -> Project? {
        await perform {
            let project = try await RemoveProjectUseCase(projectRepository: projectRepository).execute(named: name)
            try await reload()
            return project
        }
    }
}
