import Domain
import Foundation

// A todo on the wire (docs/REST.md, "Wire format"): times in milliseconds, priority by name.

extension TodoResource {
    /// A todo as a request body carries it; nullable members may be left out.
    struct Body: RecordBody {
        let id: WireID?
        let title: String
        let notes: String
        let isCompleted: Bool
        let priority: String
        let dueDate: Int64?
        let projectID: WireID?
        let createdAt: Int64
        let updatedAt: Int64

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, title, notes, isCompleted, priority, dueDate, projectID, createdAt, updatedAt
        }
    }

    func entity(from body: Body, id: UUID?) throws(APIError) -> Todo {
        guard let id = id ?? body.id?.uuid else { throw .invalidField("id", "id is missing") }
        guard let priority = Priority(name: body.priority), body.priority == priority.name else {
            throw .invalidField("priority", "priority must be low, medium or high; got \"\(body.priority)\"")
        }
        return Todo(
            id: id, title: body.title, notes: body.notes, isCompleted: body.isCompleted, priority: priority,
            dueDate: try WireTime.optionalDate(body.dueDate, field: "dueDate"), projectID: body.projectID?.uuid,
            createdAt: try WireTime.date(body.createdAt, field: "createdAt"),
            updatedAt: try WireTime.date(body.updatedAt, field: "updatedAt"))
    }

    func write(_ todo: Todo, to writer: inout JSONWriter) {
        writer.object { json in
            json.member("id", todo.id)
            json.member("title", todo.title)
            json.member("notes", todo.notes)
            json.member("isCompleted", todo.isCompleted)
            json.member("priority", todo.priority.name)
            json.member("dueDate", todo.dueDate?.millisecondsSince1970)
            json.member("projectID", todo.projectID)
            json.member("createdAt", todo.createdAt.millisecondsSince1970)
            json.member("updatedAt", todo.updatedAt.millisecondsSince1970)
        }
    }
}
