import Domain
import Foundation

// A project row, read by column index and written by parameter index, by hand, for SQLite and
// PostgreSQL alike (``SQLRowReader``, ``SQLValueBinder``).

extension ProjectRecord: SQLiteRow {
    /// Reads the current row of a query that selected the schema's columns.
    package init<Row: SQLRowReader>(row: Row) throws(DataSourceError) {
        guard let id = row.uuid(at: 0) else {
            throw .storage(FailureEvidence("a project's id \"\(row.string(at: 0))\" is not a UUID"))
        }
        self.init(
            id: id,
            name: row.string(at: 1),
            nameKey: row.string(at: 2),
            createdAt: row.int64(at: 3),
            updatedAt: row.int64(at: 4)
        )
    }

    /// Binds every field to parameters 1...5 of `binder`, in column order.
    package func bind<Binder: SQLValueBinder>(to binder: Binder) throws(Binder.Failure) {
        try binder.bind(id, at: 1)
        try binder.bind(name, at: 2)
        try binder.bind(nameKey, at: 3)
        try binder.bind(createdAt, at: 4)
        try binder.bind(updatedAt, at: 5)
    }
}
