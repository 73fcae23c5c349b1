import Domain
import Foundation

// A todo on the wire (docs/REST.md, "Wire format"): times in milliseconds, priority by name.

extension TodoResource {
    /// A todo as a request body carries it (nullable members may be left out) and as an answer
    /// gives it (every member, `null` for an absent due date or project).
    struct Body: RecordBody {
        let id: WireID?
        let title: String
        let notes: String
        let isCompleted: Bool
        let priority: String
        let dueDate: WireTime?
        let projectID: WireID?
        let createdAt: WireTime
        let updatedAt: WireTime

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, title, notes, isCompleted, priority, dueDate, projectID, createdAt, updatedAt
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(title, forKey: .title)
            try container.encode(notes, forKey: .notes)
            try container.encode(isCompleted, forKey: .isCompleted)
            try container.encode(priority, forKey: .priority)
            try container.encode(dueDate, forKey: .dueDate)
            try container.encode(projectID, forKey: .projectID)
            try container.encode(createdAt, forKey: .createdAt)
            try container.encode(updatedAt, forKey: .updatedAt)
        }
    }

    func entity(from body: Body, id: UUID?) throws(APIError) -> Todo {
        guard let id = id ?? body.id?.uuid else { throw .invalidField("id", "id is missing") }
        guard let priority = Priority(name: body.priority), body.priority == priority.name else {
            throw .invalidField("priority", "priority must be low, medium or high; got \"\(body.priority)\"")
        }
        return Todo(
            id: id, title: body.title, notes: body.notes, isCompleted: body.isCompleted, priority: priority,
            dueDate: body.dueDate?.date, projectID: body.projectID?.uuid, createdAt: body.createdAt.date,
            updatedAt: body.updatedAt.date)
    }

    func body(of todo: Todo) -> Body {
        Body(
            id: WireID(todo.id), title: todo.title, notes: todo.notes, isCompleted: todo.isCompleted,
            priority: todo.priority.name, dueDate: todo.dueDate.map(WireTime.init),
            projectID: todo.projectID.map(WireID.init), createdAt: WireTime(todo.createdAt),
            updatedAt: WireTime(todo.updatedAt))
    }
}
