//
//  ProjectDetailViewModel.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain

/// One project, shown whole and edited: the `show`, `add`, `edit` and `rm` of the demo, as
/// ``EntityDetailViewModel`` does them for every entity.
public final class ProjectDetailViewModel: EntityDetailViewModel<Project> {
    /// Internal rather than private: an entity's own actions, in files of their own beside this
    /// generated one (`ProjectDetailViewModel+….swift`), read and write through them.
    let projectRepository: any ProjectRepositoryProtocol

    /// The project, once loaded.
    public var project: Project? { entity }

    /// Makes a view model over the repositories it reads, which finds a project by each of
    /// ``PresentedEntity/keys`` with one query on its unique index, and the name of each record it
    /// refers to with one read by id; nothing is loaded until ``EntityDetailViewModel/load(idPrefix:)``.
    public nonisolated init(
        projectRepository: any ProjectRepositoryProtocol
    ) {
        self.projectRepository = projectRepository
        super.init(
            repository: projectRepository.erased,
            lookups: [
                { try await projectRepository.fetch(name: $0) }
            ],
            names: [])
    }
}

extension Project: PresentedEntity {
    /// What lists of projects ask for.
    public typealias Query = ProjectQuery

    /// The project in words, for messages and help.
    public static let words = (article: "a", one: "project", plural: "projects")

    /// The unique fields a person may name a project by instead of its id.
    public static let keys: [@Sendable (Project) -> String] = [
        { $0.name }
    ]

    /// What a person reads beside a project's short id: the field lists show it by, or nothing.
    public static func label(_ project: Project) -> String {
        project.name
    }
}
