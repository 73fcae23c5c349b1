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

    // A todo on the wire is WireFormat's `TodoJSON` (docs/openapi.json, `Todo`):
    // the same object the remote store, `--json` and export use.

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
            title: try parameters.condition("title", parameters.string),
            titleContains: try parameters.condition("titleContains", parameters.string),
            notes: try parameters.condition("notes", parameters.string),
            notesContains: try parameters.condition("notesContains", parameters.string),
            isCompleted: try parameters.condition("isCompleted", parameters.bool),
            priority: try parameters.condition("priority", parameters.enumCase),
            dueDate: try parameters.condition("dueDate", parameters.date),
            dueDateMin: try parameters.condition("dueDateMin", parameters.date),
            dueDateMax: try parameters.condition("dueDateMax", parameters.date),
            projectID: try parameters.condition("projectID", parameters.uuid),
            text: try parameters.condition("text", parameters.string),
        )
    }

    func query(from parameters: QueryParameters) throws(APIError) -> TodoQuery {
        let field =
            try parameters.choice(
                "sort",
                [
                    "createdAt": TodoSort.Field.createdAt, "updatedAt": .updatedAt,
                    "title": .title,
                    "notes": .notes,
                    "isCompleted": .isCompleted,
                    "priority": .priority,
                    "dueDate": .dueDate,
                    "projectID": .projectID,
                ]) ?? TodoSort().field
        return TodoQuery(
            filter: try filter(from: parameters), sort: TodoSort(field, try parameters.direction()),
            page: try parameters.page())
    }
}

extension TodoJSON: RecordBody {}
