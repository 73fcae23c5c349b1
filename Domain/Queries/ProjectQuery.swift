//
//  ProjectQuery.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

/// What to fetch: which projects (``ProjectFilter``), in what order, which page of them.
public typealias ProjectQuery = FetchQuery<ProjectFilter, ProjectSortField>

/// The order of a project query's results: a field, then the id.
public typealias ProjectSort = FieldSort<ProjectSortField>

/// What projects sort by: text ignoring case, and a project without a value last either way.
public enum ProjectSortField: SortField {
    /// Name.
    case name
    /// When the project was created.
    case createdAt
    /// When it last changed.
    case updatedAt

    /// By name, A to Z, unless a query says otherwise.
    public static let byDefault = ProjectSortField.name

    /// This field's value in `project`.
    public func key(of project: Project) -> SortKey {
        switch self {
        case .name: SortKey(project.name)
        case .createdAt: SortKey(project.createdAt)
        case .updatedAt: SortKey(project.updatedAt)
        }
    }
}
