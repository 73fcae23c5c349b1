import Domain
import Foundation

/// Todos in a ``FileStore``.
struct FileTodoDataSource: TodoDataSource {
    let store: FileStore

    func fetchAll(_ query: TodoQuery) async throws(DataSourceError) -> [TodoRecord] {
        try await store.read { index throws(DataSourceError) in try index.fetchTodos(query) }
    }

    func fetch(id: UUID) async throws(DataSourceError) -> TodoRecord? {
        try await store.read { $0.todos[id] }
    }

    func insert(_ records: [TodoRecord]) async throws(DataSourceError) {
        guard !records.isEmpty else { return }
        try await store.write { index throws(DataSourceError) in (try index.insertion(of: records), ()) }
    }

    func update(_ record: TodoRecord) async throws(DataSourceError) -> TodoRecord {
        try await store.write { index throws(DataSourceError) in
            let updated = try index.update(of: record)
            return (JournalEntry(putTodos: [updated]), updated)
        }
    }

    func delete(id: UUID) async throws(DataSourceError) {
        try await store.write { index throws(DataSourceError) in (try index.deletion(ofTodo: id), ()) }
    }

    func count(matching filter: TodoFilter) async throws(DataSourceError) -> Int {
        try await store.read { index throws(DataSourceError) in try index.countTodos(matching: filter) }
    }

    func changes() -> AsyncStream<ChangeSet<UUID>> {
        store.todoChanges.subscribe()
    }
}
