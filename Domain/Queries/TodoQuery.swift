//
//  TodoQuery.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

/// What to fetch: which todos (``TodoFilter``), in what order, which page of them.
public typealias TodoQuery = FetchQuery<TodoFilter, TodoSortField>

/// The order of a todo query's results: a field, then the id.
public typealias TodoSort = FieldSort<TodoSortField>

/// What todos sort by: text ignoring case, and a todo without a value last either way.
public enum TodoSortField: SortField {
    /// Title.
    case title
    /// Notes.
    case notes
    /// Is completed.
    case isCompleted
    /// Priority.
    case priority
    /// Due date.
    case dueDate
    /// Project ID.
    case projectID
    /// When the todo was created.
    case createdAt
    /// When it last changed.
    case updatedAt

    /// By title, A to Z, unless a query says otherwise.
    public static let byDefault = TodoSortField.title

    /// This field's value in `todo`.
    public func key(of todo: Todo) -> SortKey {
        switch self {
        case .title: SortKey(todo.title)
        case .notes: SortKey(todo.notes)
        case .isCompleted: SortKey(todo.isCompleted)
        case .priority: SortKey(todo.priority)
        case .dueDate: SortKey(todo.dueDate)
        case .projectID: SortKey(todo.projectID)
        case .createdAt: SortKey(todo.createdAt)
        case .updatedAt: SortKey(todo.updatedAt)
        }
    }
}
