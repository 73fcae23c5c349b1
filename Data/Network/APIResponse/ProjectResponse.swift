import Foundation

/// A project as the API sends it (docs/REST.md).
public struct ProjectResponse: RemoteResource, Equatable {
    /// The collection: `projects`.
    public static let collection = "projects"

    /// The id.
    public let id: UUID
    /// The display name.
    public let name: String
    /// Creation time in milliseconds since 1970.
    public let createdAt: Int64
    /// Last change in milliseconds since 1970.
    public let updatedAt: Int64
}
