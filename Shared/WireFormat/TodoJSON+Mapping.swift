import Domain
import Foundation

extension TodoJSON {
    /// The wire form of `todo`.
    public init(_ todo: Todo) {
        self.init(
            id: WireID(todo.id), title: todo.title, notes: todo.notes, done: todo.isCompleted,
            priority: todo.priority.name, due: todo.dueDate.map(WireTime.init),
            projectId: todo.projectID.map(WireID.init), createdAt: WireTime(todo.createdAt),
            updatedAt: WireTime(todo.updatedAt))
    }

    /// The todo this object describes; `id`, when given (a path's), wins over the object's.
    /// A priority other than `low`, `medium` or `high`, or no id at all, is refused by member.
    public func todo(id: UUID? = nil) throws(WireValueError) -> Todo {
        guard let id = id ?? self.id?.uuid else { throw WireValueError(member: "id", "id is missing") }
        guard let priority = Priority(name: priority), self.priority == priority.name else {
            throw WireValueError(member: "priority", "priority must be low, medium or high; got \"\(priority)\"")
        }
        return Todo(
            id: id, title: title, notes: notes, isCompleted: done, priority: priority, dueDate: due?.date,
            projectID: projectId?.uuid, createdAt: createdAt.date, updatedAt: updatedAt.date)
    }
}

/// A member whose value decodes but means nothing (an unknown priority name, a missing id):
/// the server answers it as 400 `invalid_field`, a client as a broken contract.
public struct WireValueError: Error, Equatable, Sendable {
    /// The member's wire name.
    public let member: String
    /// What is wrong and what it must be.
    public let message: String

    /// The error about `member`.
    public init(member: String, _ message: String) {
        self.member = member
        self.message = message
    }
}
