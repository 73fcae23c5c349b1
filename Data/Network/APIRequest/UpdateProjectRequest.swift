import Foundation

/// Replaces a stored project, keeping its `createdAt`: `PUT projects/{id}`; 200 with it as stored.
public struct UpdateProjectRequest: UpdateResourceRequest {
    /// The project as now stored.
    public typealias Response = ProjectResponse

    /// The new state; its id names the project to replace.
    public let project: ProjectBody

    /// Asks to replace the stored project with `project`.
    public init(project: ProjectBody) {
        self.project = project
    }

    /// The project's id.
    public var id: UUID { project.id }
    /// The project.
    public var body: (any Encodable & Sendable)? { project }
}
