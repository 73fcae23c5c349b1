//
//  TodoRepositoryImpl.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain

/// The todo repository: the generic ``TableRepository`` over ``TodoSchema``, which
/// validates with the Domain rules, maps todos to ``TodoRecord``s and back, and maps every
/// data-source failure to a ``/Domain/RepositoryError``. The store behind it is whichever
/// ``TodoDataSource`` the composition root hands it.
public typealias TodoRepositoryImpl = TableRepository<TodoSchema>

extension TableRepository: TodoRepositoryProtocol where Schema == TodoSchema {
}
