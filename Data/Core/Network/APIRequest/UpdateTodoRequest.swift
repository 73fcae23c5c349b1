import Foundation

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
