import Domain
import Foundation

// A todo row, read by column index and written by parameter index, by hand, for SQLite and
// PostgreSQL alike (``SQLRowReader``, ``SQLValueBinder``): no reflection or Codable on the path
// that reads 100,000 rows.

extension TodoRecord: SQLiteRow {
    /// Reads the current row of a query that selected the schema's columns.
    package init<Row: SQLRowReader>(row: Row) throws(DataSourceError) {
        guard let id = row.uuid(at: 0) else {
            throw .storage(FailureEvidence("a todo's id \"\(row.string(at: 0))\" is not a UUID"))
        }
        // Read as a UUID first: NULL and malformed text both give nil, told apart only then.
        let projectID = row.uuid(at: 6)
        if projectID == nil, !row.isNull(at: 6) {
            throw .storage(FailureEvidence("todo \(id.uuidString) has project_id \"\(row.string(at: 6))\""))
        }
        self.init(
            id: id,
            title: row.string(at: 1),
            notes: row.string(at: 2),
            isCompleted: row.int64(at: 3) != 0,
            priority: Int(row.int64(at: 4)),
            dueDate: row.optionalInt64(at: 5),
            projectID: projectID,
            createdAt: row.int64(at: 7),
            updatedAt: row.int64(at: 8)
        )
    }

    /// Binds every field to parameters 1...9 of `binder`, in column order.
    package func bind<Binder: SQLValueBinder>(to binder: Binder) throws(Binder.Failure) {
        try binder.bind(id, at: 1)
        try binder.bind(title, at: 2)
        try binder.bind(notes, at: 3)
        try binder.bind(isCompleted, at: 4)
        try binder.bind(Int64(priority), at: 5)
        try binder.bind(dueDate, at: 6)
        try binder.bind(projectID, at: 7)
        try binder.bind(createdAt, at: 8)
        try binder.bind(updatedAt, at: 9)
    }
}
