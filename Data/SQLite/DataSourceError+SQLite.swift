import CSQLite
import Data
import Domain

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
