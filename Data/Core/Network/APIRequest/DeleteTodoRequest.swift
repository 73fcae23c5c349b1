import Foundation

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
