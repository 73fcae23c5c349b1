import Foundation

/// Stores new todos, all or none: `POST todos` with an array; 201 with them as stored.
/// Never retried: a lost answer may hide a write that happened.
public struct CreateTodoRequest: APIRequest {
    /// The todos as stored.
    public typealias Response = [TodoResponse]

    /// What to store, in order.
    public let todos: [TodoBody]

    /// Asks to store `todos` in one transaction.
    public init(todos: [TodoBody]) {
        self.todos = todos
    }

    /// `todos`.
    public var path: String { "todos" }
    /// `POST`.
    public var method: HTTPMethod { .post }
    /// The array of todos.
    public var body: (any Encodable & Sendable)? { todos }
}
