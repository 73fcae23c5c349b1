//
//  TodoQuery+SQL.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation

// A todo query in SQL, in either dialect (`SQLDialect`), with the meaning of Domain's reference
// evaluation (TodoFilter.swift, TodoQuery.swift), which every store must match.

// Differs from the template, which writes one condition per field: Todo's filter is shaped by
// its use (TodoFilter.swift), and so are its conditions.
extension TodoFilter: SQLFilter {
    /// Each condition on its columns, `nil` when it is not set.
    package var sqlConditions: [SQLCondition?] {
        [
            .equals("is_completed", completion.isCompleted),
            .equals("project_id", project.match),
            .equals("priority", priority),
            .contains(anyOf: ["title", "notes"], text),
            .before("due_date", dueBefore),
            .after("due_date", dueAfter),
        ]
    }

    /// Binds the values of the conditions that are set, in the same order.
    package func bind<Binder: SQLValueBinder>(to parameters: inout SQLFilterParameters<Binder>) throws(Binder.Failure) {
        try parameters.equals(completion.isCompleted)
        try parameters.equals(project.match)
        try parameters.equals(priority)
        try parameters.contains(anyOf: ["title", "notes"], text)
        try parameters.before(dueBefore)
        try parameters.after(dueAfter)
    }
}

extension TodoSortField: SQLSortField {
    /// The column and how its type orders: text ignoring case, missing values last; a priority
    /// by its rank.
    package func sqlKey(_ direction: SortDirection) -> SQLSortKey {
        switch self {
        case .title: SQLSortKey("title", direction, of: String.self)
        case .priority: SQLSortKey("priority", direction, of: Priority.self)
        case .dueDate: SQLSortKey("due_date", direction, of: Date?.self)
        case .createdAt: SQLSortKey("created_at", direction)
        case .updatedAt: SQLSortKey("updated_at", direction)
        }
    }
}
