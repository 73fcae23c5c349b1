import Foundation

/// A todo as stores keep it: one field per column, times as integer milliseconds since 1970
/// (UTC), priority as its rank. Each store reads and writes it with hand-written code (SQLite by
/// column index), so no reflection sits on the hot path.
public struct TodoRecord: Equatable, Hashable, Sendable {
    /// The todo's id.
    public var id: UUID
    /// The validated title.
    public var title: String
    /// Free-form notes.
    public var notes: String
    /// Whether it is done.
    public var isCompleted: Bool
    /// ``/Domain/Priority`` rank: 0 low, 1 medium, 2 high.
    public var priority: Int
    /// Due time in milliseconds since 1970, if any.
    public var dueDate: Int64?
    /// The owning project's id, if any.
    public var projectID: UUID?
    /// Creation time in milliseconds since 1970.
    public var createdAt: Int64
    /// Last change in milliseconds since 1970.
    public var updatedAt: Int64

    /// Makes a record from its columns.
    public init(
        id: UUID, title: String, notes: String, isCompleted: Bool, priority: Int,
        dueDate: Int64?, projectID: UUID?, createdAt: Int64, updatedAt: Int64
    ) {
        self.id = id
        self.title = title
        self.notes = notes
        self.isCompleted = isCompleted
        self.priority = priority
        self.dueDate = dueDate
        self.projectID = projectID
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
