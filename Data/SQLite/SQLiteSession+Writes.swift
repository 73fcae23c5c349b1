import Data
import Domain
import Foundation

// Every table's inserts, generic over its schema, and what a failed write means: constraint
// failures become the errors every store reports. What addresses one row by its id is in
// `SQLiteSession+RowsByID.swift`, queries and counts in `SQLiteSession+Queries.swift`.

extension SQLiteSession {
    func insert<Schema: SQLiteTableSchema>(_ records: [Schema.Record], in _: Schema.Type) throws(DataSourceError) {
        let insert = try statement(
            SQLiteStatementKey(table: Schema.self, kind: .insert), SQLiteTableSQL<Schema>.insert)
        try write { () throws(DataSourceError) in
            for record in records {
                defer { insert.reset() }
                do {
                    try record.bind(to: insert)
                    _ = try insert.step()
                } catch {
                    throw writeError(error, record, in: Schema.self)
                }
            }
        }
    }

    /// What a failed write of `record` means to the caller.
    func writeError<Schema: SQLiteTableSchema>(
        _ error: any Error, _ record: Schema.Record, in _: Schema.Type
    ) -> DataSourceError {
        if let error = error as? DataSourceError { return error }
        guard let error = error as? SQLiteError else { return .storage(FailureEvidence("\(error)", underlying: error)) }
        if error.isPrimaryKeyViolation { return .duplicateID(record.id) }
        if error.isUniqueViolation {
            // SQLite names the column: "UNIQUE constraint failed: projects.name_key".
            let key = Schema.uniqueKeys.first { error.message.hasSuffix(".\($0.column)") } ?? Schema.uniqueKeys.first
            if let key { return key.conflict(record) }
        }
        if error.isForeignKeyViolation {
            for reference in Schema.references {
                guard let target = reference.value(record) else { continue }
                if (try? rowExists(target, in: reference.table)) != true {
                    return .invalidReference(field: reference.field, id: target)
                }
            }
        }
        return DataSourceError(sqliteError: error)
    }

    /// Whether `table` has a row with `id`: which reference a failed foreign key was.
    private func rowExists(_ id: UUID, in table: String) throws(SQLiteError) -> Bool {
        let select = try connection.prepare("SELECT 1 FROM \(quoted(table)) WHERE \"id\" = ?1")
        try select.bind(id, at: 1)
        return try select.step()
    }
}
