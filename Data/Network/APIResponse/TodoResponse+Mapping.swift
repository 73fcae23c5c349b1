import Domain
import Foundation

extension TodoResponse {
    /// The Domain value this response describes; an unknown priority name or a time outside
    /// `Date.storableMilliseconds` is a storage error, since only a server that breaks the
    /// contract can send one.
    public func toDomain() throws(DataSourceError) -> Todo {
        guard let priority = Priority(name: priority) else {
            throw .storage(
                FailureEvidence("the server sent todo \(id.uuidString) with unknown priority \"\(priority)\""))
        }
        return Todo(
            id: id, title: title, notes: notes, isCompleted: isCompleted, priority: priority,
            dueDate: try StoredTime.optionalDate(dueDate, entity: "todo", id: id, field: "dueDate", source: .server),
            projectID: projectID,
            createdAt: try StoredTime.date(createdAt, entity: "todo", id: id, field: "createdAt", source: .server),
            updatedAt: try StoredTime.date(updatedAt, entity: "todo", id: id, field: "updatedAt", source: .server)
        )
    }

    /// The record a data source hands its repository.
    func toRecord() throws(DataSourceError) -> TodoRecord {
        TodoRecord(try toDomain())
    }
}
