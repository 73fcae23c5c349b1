import Domain

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
