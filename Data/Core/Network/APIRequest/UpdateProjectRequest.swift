import Foundation

/// Replaces a stored project, keeping its `createdAt`: `PUT projects/{id}`; 200 with it as stored.
public struct UpdateProjectRequest: UpdateResourceRequest {
    /// The project as now stored.
    public typealias Response = ProjectResponse

    /// The id of the project to replace, which the path names.
    public let id: UUID
    /// The new state.
    public let project: ProjectBody

    /// Asks to replace the stored project with `id` by `project`.
    public init(id: UUID, project: ProjectBody) {
        self.id = id
        self.project = project
    }

    /// The project.
    public var body: (any Encodable & Sendable)? { project }
}
