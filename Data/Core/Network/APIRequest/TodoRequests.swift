import Domain
import Foundation
import WireFormat

// The requests of `todos`, one per action of the one REST shape (docs/REST.md), what a body
// carries, and how a query travels.

/// A todo as the API receives it in `POST todos` and
/// `PUT todos/{id}`: the one wire object, WireFormat's `TodoJSON` (docs/openapi.json).
public typealias TodoBody = TodoJSON

extension TodoJSON {
    /// The body that sends `record`.
    public init(_ record: TodoRecord) {
        self.init(
            id: WireID(record.id),
            title: WireValue.of(record.title),
            notes: WireValue.of(record.notes),
            isCompleted: WireValue.of(record.isCompleted),
            priority: WireValue.of(record.priority, as: Priority.self),
            dueDate: WireValue.of(record.dueDate),
            projectID: WireValue.of(record.projectID),
            createdAt: WireTime(Date(millisecondsSince1970: record.createdAt)),
            updatedAt: WireTime(Date(millisecondsSince1970: record.updatedAt))
        )
    }
}

/// Fetches one todo: `GET todos/{id}`; 404 when there is none.
public struct GetTodoRequest: GetResourceRequest {
    /// See `TodoResponse`.
    public typealias Response = TodoResponse

    /// The todo's id.
    public let id: UUID

    /// Asks for the todo with `id`.
    public init(id: UUID) {
        self.id = id
    }
}

/// Fetches the todos a query selects, filtered, sorted and paged by the server: `GET todos?...`.
public struct ListTodoRequest: ListResourceRequest {
    /// The collection, `todos`: the answer is the selected todos, in the query's order.
    public typealias Resource = TodoResponse

    /// Which todos, in what order, which page.
    public let query: TodoQuery

    /// Asks for the todos `query` selects.
    public init(query: TodoQuery) {
        self.query = query
    }
}

/// Counts the todos a filter selects, on the server: `GET todos/count?...`.
public struct CountTodoRequest: CountResourceRequest {
    /// The collection: `todos`.
    public typealias Resource = TodoResponse

    /// Which todos to count.
    public let filter: TodoFilter

    /// Asks how many todos `filter` selects.
    public init(filter: TodoFilter) {
        self.filter = filter
    }
}

/// Stores new todos, all or none: `POST todos` with an array; 201 with them as stored.
public struct CreateTodoRequest: CreateResourceRequest {
    /// The collection, `todos`: the answer is the todos as stored.
    public typealias Resource = TodoResponse

    /// What to store, in order.
    public let todos: [TodoBody]

    /// Asks to store `todos` in one transaction.
    public init(todos: [TodoBody]) {
        self.todos = todos
    }

    /// The array of todos.
    public var body: (any Encodable & Sendable)? { todos }
}

/// Replaces a stored todo, keeping its `createdAt`: `PUT todos/{id}`; 200 with it as stored.
public struct UpdateTodoRequest: UpdateResourceRequest {
    /// The todo as now stored.
    public typealias Response = TodoResponse

    /// The id of the todo to replace, which the path names.
    public let id: UUID
    /// The new state.
    public let todo: TodoBody

    /// Asks to replace the stored todo with `id` by `todo`.
    public init(id: UUID, todo: TodoBody) {
        self.id = id
        self.todo = todo
    }

    /// The todo.
    public var body: (any Encodable & Sendable)? { todo }
}

/// Removes a todo: `DELETE todos/{id}`; 204 when done, 404 when there is none.
public struct DeleteTodoRequest: DeleteResourceRequest {
    /// The collection: `todos`.
    public typealias Resource = TodoResponse

    /// The todo's id.
    public let id: UUID

    /// Asks to remove the todo with `id`.
    public init(id: UUID) {
        self.id = id
    }
}

// How a todo query travels (docs/REST.md, "Generated collections"): one parameter per
// condition that is set, named as the filter's property, its value as `QueryText` spells it, "no
// value" `null`; then sort, order, limit, offset.

// Differs from the template: TodoFilter is shaped by its use (TodoFilter.swift), and so are its
// parameters, which docs/REST.md lists under "Queries".
extension TodoFilter: QueryParameters {
    /// The filter's parameters: completion, project, priority, text, dueBefore, dueAfter.
    public var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        func add(_ name: String, _ value: String) { items.append(URLQueryItem(name: name, value: value)) }
        switch completion {
        case .any: break
        case .open: add("completion", "open")
        case .done: add("completion", "done")
        }
        switch project {
        case .any: break
        case .none: add("project", "none")
        case .project(let id): add("project", id.queryText)
        }
        if let priority { add("priority", priority.name) }
        if let text, !text.isEmpty { add("text", text) }
        if let dueBefore { add("dueBefore", dueBefore.queryText) }
        if let dueAfter { add("dueAfter", dueAfter.queryText) }
        return items
    }
}

extension TodoSort.Field {
    /// The field's name on the wire.
    var wireName: String {
        switch self {
        case .title: "title"
        case .priority: "priority"
        case .dueDate: "due"
        case .createdAt: "createdAt"
        case .updatedAt: "updatedAt"
        }
    }
}

extension TodoQuery: QueryParameters {
    /// The filter's parameters, then sort, order, limit and offset.
    public var queryItems: [URLQueryItem] {
        filter.queryItems + sort.direction.queryItems(sortingBy: sort.field.wireName, page: page)
    }
}
