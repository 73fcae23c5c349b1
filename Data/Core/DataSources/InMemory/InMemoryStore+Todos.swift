//
//  InMemoryStore+Todos.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain

extension InMemoryStore {
    /// Adds `todos`, all or nothing, without publishing changes: a known state for a
    /// preview or a test to start from. ``reset()`` removes them with every other entity.
    public func seed(todos: [Todo]) throws(RepositoryError) {
        try seed(todos, in: TodoSchema.self)
    }
}
