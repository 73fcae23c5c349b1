//
//  ProjectRepositoryImpl.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain

/// The project repository: the generic ``TableRepository`` over ``ProjectSchema``, which
/// validates with the Domain rules, maps projects to ``ProjectRecord``s and back, and maps every
/// data-source failure to a ``/Domain/RepositoryError``. The store behind it is whichever
/// ``ProjectDataSource`` the composition root hands it.
public typealias ProjectRepositoryImpl = TableRepository<ProjectSchema>

extension TableRepository: ProjectRepositoryProtocol where Schema == ProjectSchema {
    /// The project whose name has `name`'s key, found by the `name_key` index; nil when none has.
    public func fetch(name: String) async throws(RepositoryError) -> Project? {
        try await fetch(unique: "name_key", matching: name)
    }
}
