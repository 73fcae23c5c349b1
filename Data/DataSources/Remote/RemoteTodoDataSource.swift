import Domain
import Foundation

/// Todos on a server that speaks docs/REST.md, through the ``AppGateway``. The server filters,
/// sorts, pages, counts and enforces the integrity rules; this type maps requests and errors,
/// and publishes a change set after each write the server confirmed.
struct RemoteTodoDataSource: TodoDataSource {
    let gateway: any NetworkGateway
    let broadcaster: ChangeBroadcaster

    init(store: RemoteStore) {
        gateway = store.gateways[.app]
        broadcaster = store.todoChanges
    }

    func fetchAll(_ query: TodoQuery) async throws(DataSourceError) -> [TodoRecord] {
        try await gateway.send(ListTodoRequest(query: query)).map { response throws(DataSourceError) in
            try response.toRecord()
        }
    }

    func fetch(id: UUID) async throws(DataSourceError) -> TodoRecord? {
        do {
            return try await gateway.send(GetTodoRequest(id: id), about: id).toRecord()
        } catch .notFound {
            return nil
        }
    }

    func insert(_ records: [TodoRecord]) async throws(DataSourceError) {
        guard !records.isEmpty else { return }
        _ = try await gateway.send(CreateTodoRequest(todos: records.map(TodoBody.init)))
        broadcaster.publish(ChangeSet(inserted: records.map(\.id)))
    }

    func update(_ record: TodoRecord) async throws(DataSourceError) -> TodoRecord {
        let stored = try await gateway.send(UpdateTodoRequest(todo: TodoBody(record)), about: record.id).toRecord()
        broadcaster.publish(ChangeSet(updated: [record.id]))
        return stored
    }

    func delete(id: UUID) async throws(DataSourceError) {
        _ = try await gateway.send(DeleteTodoRequest(id: id), about: id)
        broadcaster.publish(ChangeSet(deleted: [id]))
    }

    func count(matching filter: TodoFilter) async throws(DataSourceError) -> Int {
        try await gateway.send(CountTodoRequest(filter: filter)).count
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        broadcaster.subscribe()
    }
}
