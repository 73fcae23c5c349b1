// The reference meaning of a project query; see TodoQuery+Evaluation.swift.

import Foundation

extension ProjectFilter: EntityFilter {
    /// Whether `project` is selected by this filter.
    public func matches(_ project: Project) -> Bool {
        guard let nameContains, !nameContains.isEmpty else { return true }
        return TextMatching.contains(project.name, nameContains)
    }
}

extension ProjectSort: EntitySort {
    /// Whether `lhs` comes before `rhs`: a strict total order, ties broken by id ascending.
    public func areInIncreasingOrder(_ lhs: Project, _ rhs: Project) -> Bool {
        let order =
            switch field {
            case .name: FieldOrder.compare(lhs.name, rhs.name)
            case .createdAt: FieldOrder.compare(lhs.createdAt, rhs.createdAt)
            case .updatedAt: FieldOrder.compare(lhs.updatedAt, rhs.updatedAt)
            }
        if order != 0 { return direction == .ascending ? order < 0 : order > 0 }
        return lhs.id.precedes(rhs.id)
    }

    /// Where `project` stands in this order: its sort field's value and its id.
    public func cursor(of project: Project) -> PageCursor {
        PageCursor(key: key(of: project), id: project.id)
    }

    /// The sort field's value in `project`.
    private func key(of project: Project) -> SortKey {
        switch field {
        case .name: SortKey(project.name)
        case .createdAt: SortKey(project.createdAt)
        case .updatedAt: SortKey(project.updatedAt)
        }
    }
}

extension ProjectQuery: EntityQuery {}
