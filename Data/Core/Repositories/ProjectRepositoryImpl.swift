//
//  ProjectRepositoryImpl.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain

/// The project repository: the generic ``TableRepository`` over ``ProjectSchema``, which
/// validates with the Domain rules, maps values to ``ProjectRecord``s and back, and maps every
/// data-source failure to a ``/Domain/RepositoryError``.
public typealias ProjectRepositoryImpl = TableRepository<ProjectSchema>

extension TableRepository: ProjectRepositoryProtocol where Schema == ProjectSchema {}
