import CSQLite
import Data
import Domain
import Foundation

extension DataSourceError: SQLiteErrorConvertible {
    /// A SQLite failure the data source has no more specific meaning for: `.unavailable` when
    /// another connection held the lock past the busy timeout (try again), else `.storage`. The
    /// summary names the condition and the file (``SQLiteError/condition``); the ``SQLiteError``
    /// travels whole as the evidence's underlying error.
    init(sqliteError error: SQLiteError) {
        if error.isBusy {
            self = .unavailable(FailureEvidence(error.condition, underlying: error))
        } else {
            self = .storage(FailureEvidence(error.condition, underlying: error))
        }
    }
}

extension SQLiteError {
    /// A foreign key failed: a missing project, or a project that todos still belong to.
    /// SQLite runs `ON DELETE RESTRICT` as a built-in trigger and reports its refusal as
    /// SQLITE_CONSTRAINT_TRIGGER; the schema has no triggers of its own, so that code means the same.
    var isForeignKeyViolation: Bool {
        extendedCode == csqlite_constraint_foreignkey || extendedCode == csqlite_constraint_trigger
    }
    /// The primary key is taken.
    var isPrimaryKeyViolation: Bool { extendedCode == csqlite_constraint_primarykey }
    /// A UNIQUE index (a project's `name_key`) is taken.
    var isUniqueViolation: Bool { extendedCode == csqlite_constraint_unique }
}

// What a failed write means: a constraint failure becomes the error every store reports.
extension SQLiteSession {
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
