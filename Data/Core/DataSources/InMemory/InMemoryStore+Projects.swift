//
//  InMemoryStore+Projects.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain

extension InMemoryStore {
    /// Adds `projects`, all or nothing, without publishing changes: a known state for a
    /// preview or a test to start from. ``reset()`` removes them with every other entity.
    public func seed(projects: [Project]) throws(RepositoryError) {
        try seed(projects, in: ProjectSchema.self)
    }
}
