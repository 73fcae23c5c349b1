import Domain
import Foundation

extension InMemoryStore {
    func fetchTodos(_ query: TodoQuery) throws(DataSourceError) -> [TodoRecord] {
        try query.apply(to: allTodos()).map(TodoRecord.init)
    }

    func fetchTodo(id: UUID) -> TodoRecord? {
        todos[id]
    }

    func insertTodos(_ records: [TodoRecord]) throws(DataSourceError) {
        var seen = Set<UUID>()
        for record in records {
            guard todos[record.id] == nil, seen.insert(record.id).inserted else { throw .duplicateID(record.id) }
            try checkProjectExists(record.projectID)
        }
        for record in records {
            todos[record.id] = record
        }
    }

    func updateTodo(_ record: TodoRecord) throws(DataSourceError) -> TodoRecord {
        guard let stored = todos[record.id] else { throw .notFound(id: record.id) }
        try checkProjectExists(record.projectID)
        var updated = record
        updated.createdAt = stored.createdAt
        todos[record.id] = updated
        return updated
    }

    func deleteTodo(id: UUID) throws(DataSourceError) {
        guard todos.removeValue(forKey: id) != nil else { throw .notFound(id: id) }
    }

    func countTodos(matching filter: TodoFilter) throws(DataSourceError) -> Int {
        try allTodos().count(where: filter.matches)
    }

    private func allTodos() throws(DataSourceError) -> [Todo] {
        try todos.values.map { record throws(DataSourceError) in try record.toDomain() }
    }

    private func checkProjectExists(_ id: UUID?) throws(DataSourceError) {
        if let id, projects[id] == nil {
            throw .invalidReference(field: "projectID", id: id)
        }
    }
}
