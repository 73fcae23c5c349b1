//
//  ProjectQuery.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

/// What to fetch: which projects, in what order, which page of them.
public struct ProjectQuery: Hashable, Sendable {
    /// Which projects.
    public var filter: ProjectFilter
    /// In what order.
    public var sort: ProjectSort
    /// Which window of the sorted results; `nil` for all of them.
    public var page: Page?

    /// Makes a query; the defaults fetch every project in the default order.
    public init(filter: ProjectFilter = .all, sort: ProjectSort = ProjectSort(), page: Page? = nil) {
        self.filter = filter
        self.sort = sort
        self.page = page
    }

    /// Every project, in the default order.
    public static let all = ProjectQuery()
}
