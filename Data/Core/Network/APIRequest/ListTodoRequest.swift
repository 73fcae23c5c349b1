import Domain

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
