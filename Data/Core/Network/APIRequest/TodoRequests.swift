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

// How a todo query travels (docs/REST.md, "Generated collections"): one parameter per
// condition that is set, named as the filter's property, its value as `QueryText` spells it, "no
// value" `null`; then sort (the field's name), order, limit, offset (`SortDirection+QueryItems.swift`).

extension TodoFilter: QueryParameters {
    /// The parameters of the conditions that are set.
    public var queryItems: [URLQueryItem] {
        [URLQueryItem]()
            .adding("title", title)
            .adding("titleContains", titleContains)
            .adding("notes", notes)
            .adding("notesContains", notesContains)
            .adding("isCompleted", isCompleted)
            .adding("priority", priority)
            .adding("dueDate", dueDate)
            .adding("dueDateMin", dueDateMin)
            .adding("dueDateMax", dueDateMax)
            .adding("projectID", projectID)
            .adding("text", text)
    }
}

extension TodoSortField: QuerySortField {}

// A query spells Priority's cases by name (QueryText.swift).
extension Priority: QueryText {}
