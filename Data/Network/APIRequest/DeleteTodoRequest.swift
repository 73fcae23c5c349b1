import Foundation

/// Removes a todo: `DELETE todos/{id}`; 204 when done, 404 when there is none.
public struct DeleteTodoRequest: APIRequest {
    /// Nothing: the answer is `204 No Content`.
    public typealias Response = EmptyResponse

    /// The todo's id.
    public let id: UUID

    /// Asks to remove the todo with `id`.
    public init(id: UUID) {
        self.id = id
    }

    /// `todos/{id}`.
    public var path: String { "todos/\(id.uuidString)" }
    /// `DELETE`.
    public var method: HTTPMethod { .delete }
}
