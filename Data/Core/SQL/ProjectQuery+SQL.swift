//
//  ProjectQuery+SQL.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation

// A project query in SQL, in either dialect (`SQLDialect`), with the meaning of Domain's
// reference evaluation (ProjectFilter.swift, ProjectQuery.swift), which every store must match.

extension ProjectFilter: SQLFilter {
    /// Each condition on its column, `nil` when it is not set.
    package var sqlConditions: [SQLCondition?] {
        [
            .equals("name", name),
            .contains("name", nameContains),
            .contains(anyOf: ["name"], text),
        ]
    }

    /// Binds the values of the conditions that are set, in the same order.
    package func bind<Binder: SQLValueBinder>(to parameters: inout SQLFilterParameters<Binder>) throws(Binder.Failure) {
        try parameters.equals(name)
        try parameters.contains(nameContains)
        try parameters.contains(anyOf: ["name"], text)
    }
}

extension ProjectSortField: SQLSortField {
    /// The column and how its type orders: text ignoring case, missing values last.
    package func sqlKey(_ direction: SortDirection) -> SQLSortKey {
        switch self {
        case .name: SQLSortKey("name", direction, of: String.self)
        case .createdAt: SQLSortKey("created_at", direction)
        case .updatedAt: SQLSortKey("updated_at", direction)
        }
    }
}
