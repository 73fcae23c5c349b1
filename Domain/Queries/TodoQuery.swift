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
///
/// Differs from the template, which sorts by every field and by the first text field unless told
/// otherwise: the API and the demo sort todos by these five only (docs/openapi.json), oldest first
/// by default, and a priority sorts by rank, low < medium < high.
public enum TodoSortField: SortField {
    /// Title.
    case title
    /// Priority.
    case priority
    /// Due date.
    case dueDate
    /// When the todo was created.
    case createdAt
    /// When it last changed.
    case updatedAt

    /// Oldest first, unless a query says otherwise.
    public static let byDefault = TodoSortField.createdAt

    /// This field's value in `todo`.
    public func key(of todo: Todo) -> SortKey {
        switch self {
        case .title: SortKey(todo.title)
        case .priority: SortKey(todo.priority)
        case .dueDate: SortKey(todo.dueDate)
        case .createdAt: SortKey(todo.createdAt)
        case .updatedAt: SortKey(todo.updatedAt)
        }
    }
}
