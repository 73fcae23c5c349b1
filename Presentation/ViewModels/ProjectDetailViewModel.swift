//
//  ProjectDetailViewModel.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation
import Observation

/// One project, shown whole and edited: the `show`, `add`, `edit` and `rm` of the demo.
///
/// Like every view model here it never throws: failures set ``state``, ``errorMessage``,
/// ``repositoryError`` and ``failure``.
@MainActor
@Observable
public final class ProjectDetailViewModel: ActionRunning {
    /// The project, once loaded.
    public private(set) var project: Project?
    /// Where the last action is.
    public internal(set) var state: LoadState = .idle
    /// Why the last action failed, for the person; nil after a success.
    public internal(set) var errorMessage: String?
    /// The repository's typed error behind ``errorMessage``, when a repository failed.
    public internal(set) var repositoryError: RepositoryError?
    /// Why the last action failed, for code to decide on (an ambiguous id prefix, a repository's
    /// typed error...); nil after a success.
    public internal(set) var failure: ActionFailure?

    private let projectRepository: any ProjectRepositoryProtocol

    /// Makes a view model over the repository; nothing is loaded until ``load(idPrefix:)``.
    public nonisolated init(projectRepository: any ProjectRepositoryProtocol) {
        self.projectRepository = projectRepository
    }

    /// Loads the project whose id is, or starts with, `idPrefix`; returns whether it was found.
    @discardableResult
    public func load(idPrefix: String) async -> Bool {
        await succeeds {
            project = try await Self.resolver(projectRepository).entity(idPrefix: idPrefix)
        }
    }

    /// Loads the project `text` names: the one whose unique field (``keys``) has that value,
    /// else the one whose id is, or starts with, it; returns whether it was found. What `show`,
    /// `edit` and `rm` take.
    @discardableResult
    public func load(named text: String) async -> Bool {
        let repository = projectRepository
        return await succeeds {
            project = try await Self.resolver(repository).entity(
                named: text, keys: Self.keys, lookups: Self.lookups(repository), pluralWords: "projects",
                all: { try await repository.fetchAll(ProjectQuery()) })
        }
    }

    /// The unique fields a person may name a project by instead of its id;
    /// empty when it has none.
    public nonisolated static let keys: [@Sendable (Project) -> String] = [
        { $0.name }
    ]

    /// The repository's lookup by each of ``keys``, in their order: one query on the field's
    /// unique index, not a read of every project.
    static func lookups(_ repository: any ProjectRepositoryProtocol) -> [@Sendable (String) async throws -> Project?] {
        [
            { try await repository.fetch(name: $0) }
        ]
    }

    /// Stores `new` and shows it as stored; returns whether it was stored. What a one-shot
    /// `add` needs: unlike ``ProjectListViewModel/add(_:)`` it reloads no list.
    @discardableResult
    public func create(_ new: Project) async -> Bool {
        await succeeds {
            project = try await projectRepository.create(new)
        }
    }

    /// Applies `change` to the loaded project and stores it; returns whether it was stored.
    /// The change runs inside one store transaction on the stored value, so an edit of other
    /// fields made meanwhile (by another process, say) is kept.
    @discardableResult
    public func edit(_ change: @escaping EntityChange<Project>) async -> Bool {
        await succeeds {
            let id = try loaded().id
            project = try await projectRepository.update(id: id, change)
        }
    }

    /// Removes the loaded project; returns whether it was removed. ``project``
    /// keeps the removed value so that a view can say what went.
    @discardableResult
    public func delete() async -> Bool {
        await succeeds {
            try await projectRepository.delete(id: try loaded().id)
        }
    }

    /// Finds projects by id prefix; an ambiguous prefix lists each candidate by its
    /// ``label(_:)``.
    static func resolver(_ repository: any ProjectRepositoryProtocol) -> EntityIDResolver<Project> {
        EntityIDResolver(
            entityWords: "project",
            fetch: { try await repository.fetch(id: $0) },
            fetchPrefix: { try await repository.fetch(idPrefix: $0, limit: $1) },
            label: { label($0) })
    }

    /// What a person reads beside a project's short id, in a confirmation or
    /// among the candidates of a prefix: the field lists show it by, or nothing when it has none.
    public nonisolated static func label(_ project: Project) -> String {
        project.name
    }

    private func loaded() throws -> Project {
        guard let project else { throw ActionFailure.nothingLoaded }
        return project
    }

    private func succeeds(_ body: () async throws -> Void) async -> Bool {
        await perform(body) != nil
    }
}
