import Domain
import Foundation

// A project row, read by column index and written by parameter index, by hand.

extension ProjectRecord {
    /// The columns every project SELECT lists, in the order `init(row:)` reads them.
    static let sqliteColumns = "id, name, name_key, created_at, updated_at"

    /// The parameters of INSERT and UPDATE: `?1` id ... `?5` updated_at, in `sqliteColumns` order.
    static let sqliteParameters = "?1, ?2, ?3, ?4, ?5"

    /// Reads the current row of a statement that selected `sqliteColumns`.
    init(row: SQLiteStatement) throws(DataSourceError) {
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

    /// Binds every field to `?1`...`?5` of `statement`.
    func bind(to statement: SQLiteStatement) throws(SQLiteError) {
        try statement.bind(id, at: 1)
        try statement.bind(name, at: 2)
        try statement.bind(nameKey, at: 3)
        try statement.bind(createdAt, at: 4)
        try statement.bind(updatedAt, at: 5)
    }
}
