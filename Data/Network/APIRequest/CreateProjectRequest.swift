import Foundation

/// Stores new projects, all or none: `POST projects` with an array; 201 with them as stored.
/// Never retried: a lost answer may hide a write that happened.
public struct CreateProjectRequest: APIRequest {
    /// The projects as stored.
    public typealias Response = [ProjectResponse]

    /// What to store, in order.
    public let projects: [ProjectBody]

    /// Asks to store `projects` in one transaction.
    public init(projects: [ProjectBody]) {
        self.projects = projects
    }

    /// `projects`.
    public var path: String { "projects" }
    /// `POST`.
    public var method: HTTPMethod { .post }
    /// The array of projects.
    public var body: (any Encodable & Sendable)? { projects }
}
