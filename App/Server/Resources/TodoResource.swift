//
//  TodoResource.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation
import WireFormat

/// Todos at `/v1/todos`, over the todo repository the container holds.
struct TodoResource: RESTResource {
    let repository: any EntityRepository<Todo, TodoQuery, TodoFilter>

    var collection: String { "todos" }
    var entityName: String { "todo" }
}

extension TodoResource {
    /// Serves the todo repository the container holds.
    init(_ todos: any TodoRepositoryProtocol) {
        self.init(serving: todos)
    }

    // A todo on the wire is WireFormat's `TodoJSON` (docs/openapi.json, `Todo`): the same object
    // the remote store, `--json` and export use.

    func entity(from body: TodoJSON, id: UUID?) throws(APIError) -> Todo {
        do {
            return try body.todo(id: id)
        } catch {
            throw .invalidField(error.member, error.message)
        }
    }

    func body(of todo: Todo) -> TodoJSON {
        TodoJSON(todo)
    }

    // The query parameters of `GET /v1/todos` and `/v1/todos/count` (docs/REST.md, "Queries").

    func filter(from parameters: QueryParameters) throws(APIError) -> TodoFilter {
        TodoFilter(
            completion: try parameters.choice("completion", ["any": .any, "open": .open, "done": .done]) ?? .any,
            project: try projectScope(parameters),
            priority: try parameters.condition("priority", parameters.enumCase),
            text: parameters["text"],
            dueBefore: try parameters.time("dueBefore"),
            dueAfter: try parameters.time("dueAfter"))
    }

    func query(from parameters: QueryParameters) throws(APIError) -> TodoQuery {
        let field =
            try parameters.choice(
                "sort",
                [
                    "createdAt": TodoSort.Field.createdAt, "updatedAt": .updatedAt, "due": .dueDate,
                    "priority": .priority, "title": .title,
                ]) ?? .createdAt
        return TodoQuery(
            filter: try filter(from: parameters), sort: TodoSort(field, try parameters.direction()),
            page: try parameters.page())
    }

    private func projectScope(_ parameters: QueryParameters) throws(APIError) -> TodoFilter.ProjectScope {
        switch parameters["project"] {
        case nil, "any": .any
        case "none": TodoFilter.ProjectScope.none
        case let raw?: .project(try parameters.uuid("project", raw: raw))
        }
    }
}

extension TodoJSON: RecordBody {}
