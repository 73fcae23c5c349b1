import Foundation

/// Replaces a stored todo, keeping its `createdAt`: `PUT todos/{id}`; 200 with it as stored.
public struct UpdateTodoRequest: APIRequest {
    /// The todo as now stored.
    public typealias Response = TodoResponse

    /// The new state; its id names the todo to replace.
    public let todo: TodoBody

    /// Asks to replace the stored todo with `todo`.
    public init(todo: TodoBody) {
        self.todo = todo
    }

    /// `todos/{id}`.
    public var path: String { "todos/\(todo.id.uuidString)" }
    /// `PUT`.
    public var method: HTTPMethod { .put }
    /// The todo.
    public var body: (any Encodable & Sendable)? { todo }
}
