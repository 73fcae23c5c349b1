import Domain
import Foundation
import WireFormat

// A todo on the wire is WireFormat's `TodoJSON` (docs/openapi.json, `Todo`): the same object
// the remote store, `--json` and export use.

extension TodoJSON: RecordBody {}

extension TodoResource {
    func entity(from body: TodoJSON, id: UUID?) throws(APIError) -> Todo {
        do {
            return try body.todo(id: id)
        } catch {
            throw .invalidField(error.member, error.message)
        }
    }

    func body(of todo: Todo) -> TodoJSON {
        TodoJSON(todo)
    }
}
