import Domain
import Foundation

// A project on the wire (docs/REST.md, "Wire format"): the name's uniqueness key stays here.

extension ProjectResource {
    /// A project as a request body carries it.
    struct Body: RecordBody {
        let id: WireID?
        let name: String
        let createdAt: Int64
        let updatedAt: Int64

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, name, createdAt, updatedAt
        }
    }

    func entity(from body: Body, id: UUID?) throws(APIError) -> Project {
        guard let id = id ?? body.id?.uuid else { throw .invalidField("id", "id is missing") }
        return Project(
            id: id, name: body.name, createdAt: try WireTime.date(body.createdAt, field: "createdAt"),
            updatedAt: try WireTime.date(body.updatedAt, field: "updatedAt"))
    }

    func write(_ project: Project, to writer: inout JSONWriter) {
        writer.object { json in
            json.member("id", project.id)
            json.member("name", project.name)
            json.member("createdAt", project.createdAt.millisecondsSince1970)
            json.member("updatedAt", project.updatedAt.millisecondsSince1970)
        }
    }
}
