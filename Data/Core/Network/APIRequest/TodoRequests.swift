//
//  TodoRequests.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation
import WireFormat

// The requests of `todos`: the one REST shape's (docs/REST.md, `ResourceRequests.swift`) over
// the wire object, and how a query travels.

/// A todo as the API receives it in `POST todos` and
/// `PUT todos/{id}`: the one wire object, WireFormat's `TodoJSON` (docs/openapi.json).
public typealias TodoBody = TodoJSON
/// Fetches one todo: `GET todos/{id}`; 404 when there is none.
public typealias GetTodoRequest = GetResourceRequest<TodoResponse>
/// Fetches the todos a query selects, filtered, sorted and paged by the server: `GET todos?...`.
public typealias ListTodoRequest = ListResourceRequest<TodoResponse, TodoQuery>
/// Counts the todos a filter selects, on the server: `GET todos/count?...`.
public typealias CountTodoRequest = CountResourceRequest<TodoResponse, TodoFilter>
/// Stores new todos, all or none: `POST todos` with an array; 201 with them as stored.
public typealias CreateTodoRequest = CreateResourceRequest<TodoResponse>
/// Replaces a stored todo, keeping its `createdAt`: `PUT todos/{id}`; 200 with it as stored.
public typealias UpdateTodoRequest = UpdateResourceRequest<TodoResponse>
/// Removes a todo: `DELETE todos/{id}`; 204 when done, 404 when there is none.
public typealias DeleteTodoRequest = DeleteResourceRequest<TodoResponse>

// How a todo query travels (docs/REST.md, "Queries"): one parameter per condition that is set,
// its value as `QueryText` spells it; then sort (the field's name), order, limit, offset
// (`SortDirection+QueryItems.swift`).

// Differs from the template: TodoFilter is shaped by its use (TodoFilter.swift), and so are its
// parameters, which docs/REST.md lists under "Queries".
extension TodoFilter: QueryParameters {
    /// The filter's parameters: completion, project, priority, text, dueBefore, dueAfter.
    public var queryItems: [URLQueryItem] {
        [URLQueryItem]()
            .adding("completion", completion == .any ? nil : "\(completion)")
            .adding("project", project.queryText)
            .adding("priority", priority)
            .adding("text", text?.isEmpty == false ? text : nil)
            .adding("dueBefore", dueBefore)
            .adding("dueAfter", dueAfter)
    }
}

extension TodoFilter.ProjectScope {
    /// `none`, or the project's id; nil for any project, which travels as no parameter.
    var queryText: String? {
        switch self {
        case .any: nil
        case .none: "none"
        case .project(let id): id.queryText
        }
    }
}

// A query spells Priority's cases by name (QueryText.swift).
extension Priority: QueryText {}

extension TodoSortField: QuerySortField {
    /// The field's name on the wire: a todo's `dueDate` sorts as `due`, its member's name.
    public var wireName: String { self == .dueDate ? "due" : String(describing: self) }
}
