import Foundation

/// Removes a project: `DELETE projects/{id}`; 204 when done, 404 when there is none, 409
/// while todos still belong to it.
public struct DeleteProjectRequest: APIRequest {
    /// Nothing: the answer is `204 No Content`.
    public typealias Response = EmptyResponse

    /// The project's id.
    public let id: UUID

    /// Asks to remove the project with `id`.
    public init(id: UUID) {
        self.id = id
    }

    /// `projects/{id}`.
    public var path: String { "projects/\(id.uuidString)" }
    /// `DELETE`.
    public var method: HTTPMethod { .delete }
}
