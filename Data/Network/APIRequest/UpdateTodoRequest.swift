import Foundation

/// Replaces a stored todo, keeping its `createdAt`: `PUT todos/{id}`; 200 with it as stored.
public struct UpdateTodoRequest: UpdateResourceRequest {
    /// The todo as now stored.
    public typealias Response = TodoResponse

    /// The new state; its id names the todo to replace.
    public let todo: TodoBody

    /// Asks to replace the stored todo with `todo`.
    public init(todo: TodoBody) {
        self.todo = todo
    }

    /// The todo's id.
    public var id: UUID { todo.id }
    /// The todo.
    public var body: (any Encodable & Sendable)? { todo }
}
