// The reference meaning of a project query; see TodoQuery+Evaluation.swift.

import Foundation

extension ProjectFilter {
    /// Whether `project` is selected by this filter.
    public func matches(_ project: Project) -> Bool {
        guard let nameContains, !nameContains.isEmpty else { return true }
        return TextMatching.contains(project.name, nameContains)
    }
}

extension ProjectSort {
    /// Whether `lhs` comes before `rhs`: a strict total order, ties broken by id ascending.
    public func areInIncreasingOrder(_ lhs: Project, _ rhs: Project) -> Bool {
        let order: Int
        switch field {
        case .name: order = TextMatching.compareIgnoringCase(lhs.name, rhs.name)
        case .createdAt: order = lhs.createdAt == rhs.createdAt ? 0 : (lhs.createdAt < rhs.createdAt ? -1 : 1)
        case .updatedAt: order = lhs.updatedAt == rhs.updatedAt ? 0 : (lhs.updatedAt < rhs.updatedAt ? -1 : 1)
        }
        if order != 0 { return direction == .ascending ? order < 0 : order > 0 }
        return lhs.id.precedes(rhs.id)
    }
}

extension ProjectQuery {
    /// Filters, sorts and pages `projects` in memory, as every store must.
    public func apply(to projects: some Sequence<Project>) -> [Project] {
        let matching = projects.filter(filter.matches)
        guard let page else { return matching.sorted(by: sort.areInIncreasingOrder) }
        return page.window(of: matching, sortedBy: sort.areInIncreasingOrder)
    }

    /// This query, or the first of its fields that is out of range.
    public func validated() throws(ValidationError) -> ProjectQuery {
        var query = self
        query.page = try page?.validated()
        return query
    }
}
