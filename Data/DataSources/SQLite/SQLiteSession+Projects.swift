import Domain
import Foundation

// The project data source's SQL; see SQLiteSession+Todos.swift.

extension SQLiteSession {
    func fetchProjects(_ query: ProjectQuery) throws(DataSourceError) -> [ProjectRecord] {
        let shape = ProjectQueryShape(query)
        let select = try statement(.projectQuery(shape), shape.selectSQL)
        defer { select.reset() }
        try sqlite { () throws(SQLiteError) in try ProjectQueryShape.bind(query, to: select) }
        var records: [ProjectRecord] = []
        while try sqlite({ () throws(SQLiteError) in try select.step() }) {
            records.append(try ProjectRecord(row: select))
        }
        return records
    }

    func fetchProject(id: UUID) throws(DataSourceError) -> ProjectRecord? {
        let select = try statement(.projectByID, "SELECT \(ProjectRecord.sqliteColumns) FROM projects WHERE id = ?1")
        defer { select.reset() }
        let found = try sqlite { () throws(SQLiteError) in
            try select.bind(id, at: 1)
            return try select.step()
        }
        return found ? try ProjectRecord(row: select) : nil
    }

    func countProjects(matching filter: ProjectFilter) throws(DataSourceError) -> Int {
        let shape = ProjectFilterShape(filter)
        let count = try statement(.projectCount(shape), "SELECT count(*) FROM projects\(shape.whereClause)")
        defer { count.reset() }
        return try sqlite { () throws(SQLiteError) in
            _ = try ProjectFilterShape.bind(filter, to: count)
            return try count.step() ? Int(count.int64(at: 0)) : 0
        }
    }

    func insertProjects(_ records: [ProjectRecord]) throws(DataSourceError) {
        let insert = try statement(
            .projectInsert,
            "INSERT INTO projects (\(ProjectRecord.sqliteColumns)) VALUES (\(ProjectRecord.sqliteParameters))")
        try write { () throws(DataSourceError) in
            for record in records {
                defer { insert.reset() }
                do {
                    try record.bind(to: insert)
                    _ = try insert.step()
                } catch {
                    throw Self.projectWriteError(error, record)
                }
            }
        }
    }

    func updateProject(_ record: ProjectRecord) throws(DataSourceError) -> ProjectRecord {
        let update = try statement(
            .projectUpdate,
            "UPDATE projects SET name = ?2, name_key = ?3, updated_at = ?5 WHERE id = ?1 RETURNING created_at")
        return try write { () throws(DataSourceError) in
            defer { update.reset() }
            var stored = record
            do {
                try record.bind(to: update)
                guard try update.step() else { throw DataSourceError.notFound(id: record.id) }
                stored.createdAt = update.int64(at: 0)
            } catch {
                throw Self.projectWriteError(error, record)
            }
            return stored
        }
    }

    /// Deletes the project; the schema's `ON DELETE RESTRICT` refuses while todos belong to it,
    /// and that refusal is reported as every store reports it, with the project's name and count.
    func deleteProject(id: UUID) throws(DataSourceError) {
        let delete = try statement(.projectDelete, "DELETE FROM projects WHERE id = ?1")
        try write { () throws(DataSourceError) in
            defer { delete.reset() }
            do throws(SQLiteError) {
                try delete.bind(id, at: 1)
                _ = try delete.step()
            } catch  where error.isForeignKeyViolation {
                delete.reset()
                let name = try fetchProject(id: id)?.name ?? id.uuidString
                throw DataSourceError.projectInUse(name, todoCount: try todoCount(inProject: id))
            } catch {
                throw DataSourceError(sqliteError: error)
            }
            guard connection.changes > 0 else { throw .notFound(id: id) }
        }
    }

    private func todoCount(inProject id: UUID) throws(DataSourceError) -> Int {
        let count = try statement(.projectTodoCount, "SELECT count(*) FROM todos WHERE project_id = ?1")
        defer { count.reset() }
        return try sqlite { () throws(SQLiteError) in
            try count.bind(id, at: 1)
            return try count.step() ? Int(count.int64(at: 0)) : 0
        }
    }

    /// What a failed write of `record` means to the caller.
    private static func projectWriteError(_ error: any Error, _ record: ProjectRecord) -> DataSourceError {
        if let error = error as? DataSourceError { return error }
        guard let error = error as? SQLiteError else { return .storage(FailureEvidence("\(error)")) }
        if error.isPrimaryKeyViolation { return .duplicateID(record.id) }
        if error.isUniqueViolation { return .duplicateProjectName(record.name) }
        return DataSourceError(sqliteError: error)
    }
}
