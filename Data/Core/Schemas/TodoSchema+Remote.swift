import Domain
import Foundation

// Todos over HTTP (docs/REST.md), through the `app` gateway (`scaffold --gateway`): the
// requests in `Network/APIRequest/`, the response in `Network/APIResponse/`.
extension TodoSchema: RemoteTableSchema {
    package static let gateway = GatewayName.app

    package static func get(id: UUID) -> GetTodoRequest { GetTodoRequest(id: id) }
    package static func list(_ query: TodoQuery) -> ListTodoRequest { ListTodoRequest(query: query) }
    package static func count(_ filter: TodoFilter) -> CountTodoRequest { CountTodoRequest(filter: filter) }
    package static func create(_ records: [TodoRecord]) -> CreateTodoRequest {
        CreateTodoRequest(todos: records.map(TodoBody.init))
    }
    package static func update(_ record: TodoRecord) -> UpdateTodoRequest {
        UpdateTodoRequest(id: record.id, todo: TodoBody(record))
    }
    package static func delete(id: UUID) -> DeleteTodoRequest { DeleteTodoRequest(id: id) }
    package static func record(from response: TodoResponse) throws(DataSourceError) -> TodoRecord {
        try response.toRecord()
    }
}
