import Domain

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
}
