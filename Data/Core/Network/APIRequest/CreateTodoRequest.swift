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
