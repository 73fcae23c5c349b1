//
//  ProjectQuery+SQL.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation

// A project query in SQL, in either dialect (`SQLDialect`), with the meaning of Domain's
// reference evaluation (ProjectQuery+Evaluation.swift), which every store must match.

/// Which conditions a ``ProjectFilter`` uses: the key its WHERE clause is cached under. Each
/// condition names a column and a comparison; its values are bound, so there are finitely many shapes.
package struct ProjectFilterShape: Hashable {
    /// The WHERE conditions, in the order ``bind(_:to:)`` binds their values.
    let conditions: [SQLCondition]

    init(_ filter: ProjectFilter) {
        let conditions: [SQLCondition?] = [
            .equals("name", filter.name),
            .contains("name", filter.nameContains),
        ]
        self.conditions = conditions.compactMap(\.self)
    }

    /// ` WHERE ...` (or nothing), with parameters from `placeholders` in the order `bind` binds them.
    func whereClause(_ placeholders: inout SQLPlaceholders) -> String {
        conditions.whereClause(&placeholders)
    }

    /// Binds `filter`'s values from parameter 1; returns the next free parameter index.
    static func bind<Binder: SQLValueBinder>(
        _ filter: ProjectFilter, to binder: Binder
    ) throws(Binder.Failure) -> Int32 {
        var parameters = SQLFilterParameters(binder)
        try parameters.equals(filter.name)
        try parameters.contains(filter.nameContains)
        return parameters.nextIndex
    }
}

extension ProjectSort {
    /// The column and how its type orders: text ignoring case, missing values last.
    var sqlKey: SQLSortKey {
        switch field {
        case .name: SQLSortKey("name", direction, of: String.self)
        case .createdAt: SQLSortKey("created_at", direction)
        case .updatedAt: SQLSortKey("updated_at", direction)
        }
    }
}
