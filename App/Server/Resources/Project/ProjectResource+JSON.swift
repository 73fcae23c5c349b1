import Domain
import Foundation

// A project on the wire (docs/REST.md, "Wire format"): the name's uniqueness key stays here.

extension ProjectResource {
    /// A project as a request body carries it and as an answer gives it.
    struct Body: RecordBody {
        let id: WireID?
        let name: String
        let createdAt: WireTime
        let updatedAt: WireTime

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, name, createdAt, updatedAt
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(createdAt, forKey: .createdAt)
            try container.encode(updatedAt, forKey: .updatedAt)
        }
    }

    func entity(from body: Body, id: UUID?) throws(APIError) -> Project {
        guard let id = id ?? body.id?.uuid else { throw .invalidField("id", "id is missing") }
        return Project(id: id, name: body.name, createdAt: body.createdAt.date, updatedAt: body.updatedAt.date)
    }

    func body(of project: Project) -> Body {
        Body(
            id: WireID(project.id), name: project.name, createdAt: WireTime(project.createdAt),
            updatedAt: WireTime(project.updatedAt))
    }
}
