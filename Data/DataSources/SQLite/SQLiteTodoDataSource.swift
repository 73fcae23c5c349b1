import Domain
import Foundation

/// Todos in a ``SQLiteStore``: each call is one statement or one transaction on the store's
/// connections, and each committed write is published as one change set after the commit.
struct SQLiteTodoDataSource: TodoDataSource {
    let store: SQLiteStore

    func fetchAll(_ query: TodoQuery) async throws(DataSourceError) -> [TodoRecord] {
        try await store.read { session throws(DataSourceError) in try session.fetchTodos(query) }
    }

    func fetch(id: UUID) async throws(DataSourceError) -> TodoRecord? {
        try await store.readByKey { session throws(DataSourceError) in try session.fetchTodo(id: id) }
    }

    func insert(_ records: [TodoRecord]) async throws(DataSourceError) {
        try await store.write { session throws(DataSourceError) in try session.insertTodos(records) }
        store.todoChanges.publish(ChangeSet(inserted: records.map(\.id)))
    }

    func update(_ record: TodoRecord) async throws(DataSourceError) -> TodoRecord {
        let stored = try await store.write { session throws(DataSourceError) in try session.updateTodo(record) }
        store.todoChanges.publish(ChangeSet(updated: [record.id]))
        return stored
    }

    func delete(id: UUID) async throws(DataSourceError) {
        try await store.write { session throws(DataSourceError) in try session.deleteTodo(id: id) }
        store.todoChanges.publish(ChangeSet(deleted: [id]))
    }

    func count(matching filter: TodoFilter) async throws(DataSourceError) -> Int {
        try await store.read { session throws(DataSourceError) in try session.countTodos(matching: filter) }
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        store.todoChanges.subscribe()
    }
}
