import Domain
import Foundation
import WireFormat

// A project on the wire is WireFormat's `ProjectJSON` (docs/openapi.json, `Project`): the name's
// uniqueness key stays in the store.

extension ProjectJSON: RecordBody {}

extension ProjectResource {
    func entity(from body: ProjectJSON, id: UUID?) throws(APIError) -> Project {
        do {
            return try body.project(id: id)
        } catch {
            throw .invalidField(error.member, error.message)
        }
    }

    func body(of project: Project) -> ProjectJSON {
        ProjectJSON(project)
    }
}
