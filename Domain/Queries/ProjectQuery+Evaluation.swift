//
//  ProjectQuery+Evaluation.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

// The reference meaning of a project query: the in-memory store runs it as it is, SQLite
// translates it, and the contract suite holds every store to the same results.

import Foundation

extension ProjectFilter: EntityFilter {
    /// Whether `project` is selected by this filter: every condition that is set holds.
    public func matches(_ project: Project) -> Bool {
        guard FilterMatch.equals(project.name, name) else { return false }
        guard FilterMatch.contains(project.name, nameContains) else { return false }
        return true
    }
}

extension ProjectSort: EntitySort {
    /// Whether `lhs` comes before `rhs`: a strict total order, ties broken by id ascending.
    public func areInIncreasingOrder(_ lhs: Project, _ rhs: Project) -> Bool {
        let order = SortKey.compare(key(of: lhs), key(of: rhs), missingLastIn: direction)
        if order != 0 { return direction == .ascending ? order < 0 : order > 0 }
        return lhs.id.precedes(rhs.id)
    }

    /// Where `project` stands in this order: its sort field's value and its id.
    public func cursor(of project: Project) -> PageCursor {
        PageCursor(key: key(of: project), id: project.id)
    }

    /// The sort field's value in `project`, which orders it as ``FieldOrder`` does (a missing
    /// value last in either direction), so the order and its page cursors agree.
    private func key(of project: Project) -> SortKey {
        switch field {
        case .name: SortKey(project.name)
        case .createdAt: SortKey(project.createdAt)
        case .updatedAt: SortKey(project.updatedAt)
        }
    }
}

extension ProjectQuery: EntityQuery {}
