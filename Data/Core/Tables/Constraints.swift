import Foundation

/// A value no two records of a table may share, beyond the id: a project's folded name, say.
/// SQLite enforces it with a UNIQUE index on `column`; the in-memory and file stores with the
/// same lookup (``TableSet``).
package struct UniqueKey<Record: TableRecord>: Sendable {
    /// The column that holds the value, with a UNIQUE index on it: `name_key`.
    package let column: String
    /// The value of `record`.
    package let value: @Sendable (Record) -> String
    /// What every store reports when `record`'s value is taken, in the same words.
    package let conflict: @Sendable (Record) -> DataSourceError
}

/// A field holding the id of a record in another table (a todo's project): the record must
/// exist when written, and deleting the referred record is refused while any refers to it, as
/// SQL's `REFERENCES ... ON DELETE RESTRICT`.
package struct Reference<Record: TableRecord>: Sendable {
    /// The field's name in errors and on the wire: `projectID`.
    package let field: String
    /// Its column: `project_id`.
    package let column: String
    /// The table referred to: `projects`.
    package let table: String
    /// The id `record` refers to, if any.
    package let value: @Sendable (Record) -> UUID?
}
