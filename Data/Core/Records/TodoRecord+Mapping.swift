import Domain
import Foundation

extension TodoRecord {
    /// The record that stores `todo`.
    public init(_ todo: Todo) {
        self.init(
            id: todo.id,
            title: todo.title,
            notes: todo.notes,
            isCompleted: todo.isCompleted,
            priority: todo.priority.rawValue,
            dueDate: todo.dueDate?.millisecondsSince1970,
            projectID: todo.projectID,
            createdAt: todo.createdAt.millisecondsSince1970,
            updatedAt: todo.updatedAt.millisecondsSince1970
        )
    }

    /// The Domain value this record stores; an unknown priority rank or a time outside
    /// `Date.storableMilliseconds` is a storage error, since only a damaged or foreign store can
    /// hold one.
    public func toDomain() throws(DataSourceError) -> Todo {
        guard let priority = Priority(rawValue: priority) else {
            throw .storage(FailureEvidence("todo \(id.uuidString) has unknown priority rank \(self.priority)"))
        }
        return Todo(
            id: id,
            title: title,
            notes: notes,
            isCompleted: isCompleted,
            priority: priority,
            dueDate: try StoredTime.optionalDate(dueDate, entity: "todo", id: id, field: "dueDate"),
            projectID: projectID,
            createdAt: try StoredTime.date(createdAt, entity: "todo", id: id, field: "createdAt"),
            updatedAt: try StoredTime.date(updatedAt, entity: "todo", id: id, field: "updatedAt")
        )
    }
}
