import Domain
import Foundation

extension TodoResponse {
    /// The Domain value this response describes; an unknown priority name is a storage error,
    /// since only a server that breaks the contract can send one.
    public func toDomain() throws(DataSourceError) -> Todo {
        guard let priority = Priority(name: priority) else {
            throw .storage(
                FailureEvidence("the server sent todo \(id.uuidString) with unknown priority \"\(priority)\""))
        }
        return Todo(
            id: id, title: title, notes: notes, isCompleted: isCompleted, priority: priority,
            dueDate: dueDate.map(Date.init(millisecondsSince1970:)), projectID: projectID,
            createdAt: Date(millisecondsSince1970: createdAt), updatedAt: Date(millisecondsSince1970: updatedAt)
        )
    }

    /// The record a data source hands its repository.
    func toRecord() throws(DataSourceError) -> TodoRecord {
        TodoRecord(try toDomain())
    }
}
