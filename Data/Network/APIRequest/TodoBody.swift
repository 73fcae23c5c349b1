import Foundation

/// A todo as the API receives it in `POST todos` and `PUT todos/{id}` (docs/REST.md).
public struct TodoBody: Encodable, Sendable, Equatable {
    /// The id.
    public var id: UUID
    /// The validated title.
    public var title: String
    /// The notes.
    public var notes: String
    /// Whether it is done.
    public var isCompleted: Bool
    /// `low`, `medium` or `high`.
    public var priority: String
    /// Due time in milliseconds since 1970, or null.
    public var dueDate: Int64?
    /// The project's id, or null.
    public var projectID: UUID?
    /// Creation time in milliseconds since 1970; the server keeps the stored one on update.
    public var createdAt: Int64
    /// Last change in milliseconds since 1970.
    public var updatedAt: Int64
}
