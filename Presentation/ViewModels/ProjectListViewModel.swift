//
//  ProjectListViewModel.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation
import Observation

/// The list of projects: what is shown under the current ``query``, and the actions a
/// person takes on it (add, delete, filter). Every action reloads the list so that what is shown
/// is what is stored.
///
/// Failures never throw out of the view model: they set ``state`` to `.failed`, ``errorMessage``
/// to a sentence for the person and ``failure`` to the typed reason for code.
@MainActor
@Observable
public final class ProjectListViewModel: ActionRunning {
    /// The projects selected by ``query``, in order.
    public private(set) var projects: [Project] = []
    /// How many projects match ``query`` without its page, so a view can say "20 of 312".
    public private(set) var matchingCount = 0
    /// Where the last action is.
    public internal(set) var state: LoadState = .idle
    /// Why the last action failed, for the person; nil after a success.
    public internal(set) var errorMessage: String?
    /// The repository's typed error behind ``errorMessage``, when a repository failed.
    public internal(set) var repositoryError: RepositoryError?
    /// Why the last action failed, for code to decide on (an ambiguous id prefix, a repository's
    /// typed error...); nil after a success.
    public internal(set) var failure: ActionFailure?
    /// Which projects are listed and how; change it through ``filter(_:)``.
    public private(set) var query: ProjectQuery
    /// The name a list shows for each id the projects refer to (the referred record's
    /// name, else its short id), read with them; empty when they refer to nothing.
    public private(set) var referenceNames: [UUID: String] = [:]

    /// Internal rather than private, as ``reload()`` is: an entity's own actions, in files of their
    /// own beside this generated one (`ProjectListViewModel+….swift`), read and write through it.
    let projectRepository: any ProjectRepositoryProtocol

    /// Makes a view model over the repositories it reads; nothing is loaded until ``load()``.
    public nonisolated init(
        projectRepository: any ProjectRepositoryProtocol, query: ProjectQuery = .all
    ) {
        self.projectRepository = projectRepository
        // The macro's backing storage: the observed setter is main-actor isolated, init is not.
        self._query = query
    }

    /// Loads the projects selected by ``query``.
    public func load() async {
        await perform { try await reload() }
    }

    /// Shows the projects selected by `query` from now on.
    public func filter(_ query: ProjectQuery) async {
        // Through the observed setter, so that views reading `query` are told it changed.
        self.query = query
        await load()
    }

    /// Stores `project` and reloads; returns it as stored, or nil on failure.
    @discardableResult
    public func add(_ project: Project) async -> Project? {
        await perform {
            let stored = try await projectRepository.create(project)
            try await reload()
            return stored
        }
    }

    /// Removes the project; returns whether it was removed.
    @discardableResult
    public func delete(id: Project.ID) async -> Bool {
        await perform {
            try await projectRepository.delete(id: id)
            try await reload()
            return true
        } ?? false
    }

    /// The project whose id starts with `prefix` (see ``/Domain/IDPrefix``), from every
    /// project, not just those listed; nil with an explanation in ``errorMessage`` when
    /// none or several match.
    public func project(idPrefix prefix: String) async -> Project? {
        await perform {
            try await ProjectDetailViewModel.resolver(projectRepository).entity(idPrefix: prefix)
        }
    }

    /// Reads the list again under ``query``; every action ends with it, so what is shown is what is
    /// stored.
    func reload() async throws {
        let listed = try await projectRepository.fetchAll(query)
        let count = query.page == nil ? listed.count : try await projectRepository.count(matching: query.filter)
        // The names of what the projects refer to: one read of each entity referred to.
        let named: [[(UUID, String)]] = []
        let names = Dictionary(named.joined(), uniquingKeysWith: { first, _ in first })
        (projects, matchingCount, referenceNames) = (listed, count, names)
    }
}
