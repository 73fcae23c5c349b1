import Foundation

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
