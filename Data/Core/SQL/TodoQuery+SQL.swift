//
//  TodoQuery+SQL.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation

// A todo query in SQL, in either dialect (`SQLDialect`), with the meaning of Domain's
// reference evaluation (TodoFilter.swift, TodoQuery.swift), which every store must match.

extension TodoFilter: SQLFilter {
    /// Each condition on its column, `nil` when it is not set.
    package var sqlConditions: [SQLCondition?] {
        [
            .equals("title", title),
            .contains("title", titleContains),
            .equals("notes", notes),
            .contains("notes", notesContains),
            .equals("is_completed", isCompleted),
            .equals("priority", priority),
            .equals("due_date", dueDate),
            .atLeast("due_date", dueDateMin),
            .atMost("due_date", dueDateMax),
            .equals("project_id", projectID),
            .contains(anyOf: ["title", "notes"], text),
        ]
    }

    /// Binds the values of the conditions that are set, in the same order.
    package func bind<Binder: SQLValueBinder>(to parameters: inout SQLFilterParameters<Binder>) throws(Binder.Failure) {
        try parameters.equals(title)
        try parameters.contains(titleContains)
        try parameters.equals(notes)
        try parameters.contains(notesContains)
        try parameters.equals(isCompleted)
        try parameters.equals(priority)
        try parameters.equals(dueDate)
        try parameters.atLeast(dueDateMin)
        try parameters.atMost(dueDateMax)
        try parameters.equals(projectID)
        try parameters.contains(anyOf: ["title", "notes"], text)
    }
}

extension TodoSortField: SQLSortField {
    /// The column and how its type orders: text ignoring case, missing values last.
    package func sqlKey(_ direction: SortDirection) -> SQLSortKey {
        switch self {
        case .title: SQLSortKey("title", direction, of: String.self)
        case .notes: SQLSortKey("notes", direction, of: String.self)
        case .isCompleted: SQLSortKey("is_completed", direction, of: Bool.self)
        case .priority: SQLSortKey("priority", direction, of: Priority.self)
        case .dueDate: SQLSortKey("due_date", direction, of: Date?.self)
        case .projectID: SQLSortKey("project_id", direction, of: Project.ID?.self)
        case .createdAt: SQLSortKey("created_at", direction)
        case .updatedAt: SQLSortKey("updated_at", direction)
        }
    }
}
