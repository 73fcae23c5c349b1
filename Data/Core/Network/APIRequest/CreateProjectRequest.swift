/// Stores new projects, all or none: `POST projects` with an array; 201 with them as stored.
public struct CreateProjectRequest: CreateResourceRequest {
    /// The collection, `projects`: the answer is the projects as stored.
    public typealias Resource = ProjectResponse

    /// What to store, in order.
    public let projects: [ProjectBody]

    /// Asks to store `projects` in one transaction.
    public init(projects: [ProjectBody]) {
        self.projects = projects
    }

    /// The array of projects.
    public var body: (any Encodable & Sendable)? { projects }
}
