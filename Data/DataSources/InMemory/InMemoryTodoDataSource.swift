import Domain
import Foundation

/// Todos in an ``InMemoryStore``.
struct InMemoryTodoDataSource: TodoDataSource {
    let store: InMemoryStore

    func fetchAll(_ query: TodoQuery) async throws(DataSourceError) -> [TodoRecord] {
        try await store.fetchTodos(query)
    }

    func fetch(id: UUID) async throws(DataSourceError) -> TodoRecord? {
        await store.fetchTodo(id: id)
    }

    func insert(_ records: [TodoRecord]) async throws(DataSourceError) {
        try await store.insertTodos(records)
        store.todoChanges.publish(ChangeSet(inserted: records.map(\.id)))
    }

    func update(_ record: TodoRecord) async throws(DataSourceError) -> TodoRecord {
        let updated = try await store.updateTodo(record)
        store.todoChanges.publish(ChangeSet(updated: [record.id]))
        return updated
    }

    func delete(id: UUID) async throws(DataSourceError) {
        try await store.deleteTodo(id: id)
        store.todoChanges.publish(ChangeSet(deleted: [id]))
    }

    func count(matching filter: TodoFilter) async throws(DataSourceError) -> Int {
        try await store.countTodos(matching: filter)
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        store.todoChanges.subscribe()
    }
}
