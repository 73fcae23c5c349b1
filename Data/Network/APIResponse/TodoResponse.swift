import Foundation

/// A todo as the API sends it (docs/REST.md): times in milliseconds since 1970, priority by name.
public struct TodoResponse: RemoteResource, Equatable {
    /// The collection: `todos`.
    public static let collection = "todos"

    /// The id.
    public let id: UUID
    /// The title.
    public let title: String
    /// The notes.
    public let notes: String
    /// Whether it is done.
    public let isCompleted: Bool
    /// `low`, `medium` or `high`.
    public let priority: String
    /// Due time in milliseconds since 1970, or null.
    public let dueDate: Int64?
    /// The project's id, or null.
    public let projectID: UUID?
    /// Creation time in milliseconds since 1970.
    public let createdAt: Int64
    /// Last change in milliseconds since 1970.
    public let updatedAt: Int64
}
