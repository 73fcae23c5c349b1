//
//  ProjectListViewModel.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain

/// The list of projects: what is shown under the current query, and the actions a person
/// takes on it (add, delete, filter), as ``EntityListViewModel`` does them for every entity.
public final class ProjectListViewModel: EntityListViewModel<Project> {
    /// Internal rather than private: an entity's own actions, in files of their own beside this
    /// generated one (`ProjectListViewModel+….swift`), read and write through them.
    let projectRepository: any ProjectRepositoryProtocol

    /// The projects selected by the query, in order.
    public var projects: [Project] { entities }

    /// Makes a view model over the repositories it reads; nothing is loaded until ``EntityListViewModel/load()``.
    public nonisolated init(
        projectRepository: any ProjectRepositoryProtocol, query: ProjectQuery = .all
    ) {
        self.projectRepository = projectRepository
        super.init(repository: projectRepository.erased, query: query)
    }

    /// The project whose id starts with `prefix`, from every project, not just those
    /// listed; nil with an explanation in `errorMessage` when none or several match.
    public func project(idPrefix prefix: String) async -> Project? {
        await entity(idPrefix: prefix)
    }
}
