import Foundation

/// Fetches one project: `GET projects/{id}`; 404 when there is none.
public struct GetProjectRequest: GetResourceRequest {
    /// See `ProjectResponse`.
    public typealias Response = ProjectResponse

    /// The project's id.
    public let id: UUID

    /// Asks for the project with `id`.
    public init(id: UUID) {
        self.id = id
    }
}
