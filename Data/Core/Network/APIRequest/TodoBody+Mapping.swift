import Domain
import Foundation
import WireFormat

extension TodoJSON {
    /// The body that sends `record`.
    public init(_ record: TodoRecord) {
        self.init(
            id: WireID(record.id), title: record.title, notes: record.notes, done: record.isCompleted,
            priority: Priority(rawValue: record.priority)?.name ?? Priority.medium.name,
            due: record.dueDate.map { WireTime(Date(millisecondsSince1970: $0)) },
            projectId: record.projectID.map(WireID.init),
            createdAt: WireTime(Date(millisecondsSince1970: record.createdAt)),
            updatedAt: WireTime(Date(millisecondsSince1970: record.updatedAt)))
    }
}
