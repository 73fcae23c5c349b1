import Foundation

/// Removes a project: `DELETE projects/{id}`; 204 when done, 404 when there is none.
public struct DeleteProjectRequest: DeleteResourceRequest {
    /// The collection: `projects`.
    public typealias Resource = ProjectResponse

    /// The project's id.
    public let id: UUID

    /// Asks to remove the project with `id`.
    public init(id: UUID) {
        self.id = id
    }
}
