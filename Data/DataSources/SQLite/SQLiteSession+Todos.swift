import Domain
import Foundation

// The todo data source's SQL. Each method runs wholly on the session's owner, in one statement
// or one transaction, and turns constraint failures into the errors every store reports.

extension SQLiteSession {
    func fetchTodos(_ query: TodoQuery) throws(DataSourceError) -> [TodoRecord] {
        let shape = TodoQueryShape(query)
        let select = try statement(.todoQuery(shape), shape.selectSQL)
        defer { select.reset() }
        try sqlite { () throws(SQLiteError) in try TodoQueryShape.bind(query, to: select) }
        var records: [TodoRecord] = []
        // Sized like the last fetch of this shape, so that reading every todo again grows no array.
        records.reserveCapacity(min(query.page?.limit ?? Int.max, resultCountHints[shape] ?? 0))
        while try sqlite({ () throws(SQLiteError) in try select.step() }) {
            records.append(try TodoRecord(row: select))
        }
        resultCountHints[shape] = records.count
        return records
    }

    func fetchTodo(id: UUID) throws(DataSourceError) -> TodoRecord? {
        let select = try statement(.todoByID, "SELECT \(TodoRecord.sqliteColumns) FROM todos WHERE id = ?1")
        defer { select.reset() }
        let found = try sqlite { () throws(SQLiteError) in
            try select.bind(id, at: 1)
            return try select.step()
        }
        return found ? try TodoRecord(row: select) : nil
    }

    func countTodos(matching filter: TodoFilter) throws(DataSourceError) -> Int {
        let shape = TodoFilterShape(filter)
        let count = try statement(.todoCount(shape), "SELECT count(*) FROM todos\(shape.whereClause)")
        defer { count.reset() }
        return try sqlite { () throws(SQLiteError) in
            _ = try TodoFilterShape.bind(filter, to: count)
            return try count.step() ? Int(count.int64(at: 0)) : 0
        }
    }

    func insertTodos(_ records: [TodoRecord]) throws(DataSourceError) {
        let insert = try statement(
            .todoInsert, "INSERT INTO todos (\(TodoRecord.sqliteColumns)) VALUES (\(TodoRecord.sqliteParameters))")
        try write { () throws(DataSourceError) in
            for record in records {
                defer { insert.reset() }
                do {
                    try record.bind(to: insert)
                    _ = try insert.step()
                } catch {
                    throw Self.todoWriteError(error, record)
                }
            }
        }
    }

    func updateTodo(_ record: TodoRecord) throws(DataSourceError) -> TodoRecord {
        let update = try statement(
            .todoUpdate,
            """
            UPDATE todos SET title = ?2, notes = ?3, is_completed = ?4, priority = ?5, due_date = ?6,
            project_id = ?7, updated_at = ?9 WHERE id = ?1 RETURNING created_at
            """)
        return try write { () throws(DataSourceError) in
            defer { update.reset() }
            var stored = record
            do {
                try record.bind(to: update)
                guard try update.step() else { throw DataSourceError.notFound(id: record.id) }
                stored.createdAt = update.int64(at: 0)
            } catch {
                throw Self.todoWriteError(error, record)
            }
            return stored
        }
    }

    func deleteTodo(id: UUID) throws(DataSourceError) {
        let delete = try statement(.todoDelete, "DELETE FROM todos WHERE id = ?1")
        try write { () throws(DataSourceError) in
            defer { delete.reset() }
            try sqlite { () throws(SQLiteError) in
                try delete.bind(id, at: 1)
                _ = try delete.step()
            }
            guard connection.changes > 0 else { throw .notFound(id: id) }
        }
    }

    /// What a failed write of `record` means to the caller.
    private static func todoWriteError(_ error: any Error, _ record: TodoRecord) -> DataSourceError {
        if let error = error as? DataSourceError { return error }
        guard let error = error as? SQLiteError else { return .storage(FailureEvidence("\(error)")) }
        if error.isPrimaryKeyViolation { return .duplicateID(record.id) }
        if error.isForeignKeyViolation, let projectID = record.projectID {
            return .invalidReference(field: "projectID", id: projectID)
        }
        return DataSourceError(sqliteError: error)
    }
}
