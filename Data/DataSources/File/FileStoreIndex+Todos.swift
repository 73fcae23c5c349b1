import Domain
import Foundation

// Todo reads, and the journal entry each todo write would commit, with the same rules and errors
// as the in-memory store. Nothing here changes the index: a write changes it only once its entry
// is on disk.
extension FileStoreIndex {
    func fetchTodos(_ query: TodoQuery) throws(DataSourceError) -> [TodoRecord] {
        try query.apply(to: allTodos()).map(TodoRecord.init)
    }

    func countTodos(matching filter: TodoFilter) throws(DataSourceError) -> Int {
        try allTodos().count(where: filter.matches)
    }

    func insertion(of records: [TodoRecord]) throws(DataSourceError) -> JournalEntry {
        var seen = Set<UUID>()
        for record in records {
            guard todos[record.id] == nil, seen.insert(record.id).inserted else { throw .duplicateID(record.id) }
            try checkProjectExists(record.projectID)
        }
        return JournalEntry(putTodos: records)
    }

    func update(of record: TodoRecord) throws(DataSourceError) -> TodoRecord {
        guard let stored = todos[record.id] else { throw .notFound(id: record.id) }
        try checkProjectExists(record.projectID)
        var updated = record
        updated.createdAt = stored.createdAt
        return updated
    }

    func deletion(ofTodo id: UUID) throws(DataSourceError) -> JournalEntry {
        guard todos[id] != nil else { throw .notFound(id: id) }
        return JournalEntry(deleteTodos: [id])
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
