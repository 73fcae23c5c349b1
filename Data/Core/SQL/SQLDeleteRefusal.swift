import Domain
import Foundation

/// How a SQL store's session says why a delete was refused by `ON DELETE RESTRICT`, in the words
/// every store uses (``EntitySchema/refusalToDelete(_:referencedBy:in:)``): written once here for
/// SQLite and PostgreSQL, which each say only how to fetch a record and count referring rows.
package protocol SQLDeleteRefusal {
    /// The record with `id`, or nil.
    func fetch<Schema: SQLiteTableSchema>(id: UUID, in _: Schema.Type) throws(DataSourceError) -> Schema.Record?
    /// How many rows of `Other` hold `id` in `column`.
    func countRows<Other: SQLiteTableSchema>(
        referringTo id: UUID, by column: String, in _: Other.Type
    ) throws(DataSourceError) -> Int
}

extension SQLDeleteRefusal {
    /// Why the record with `id` may not be deleted: the first table whose rows refer to it.
    package func refusalToDelete<Schema: SQLiteTableSchema>(
        id: UUID, in _: Schema.Type
    ) throws(DataSourceError) -> DataSourceError? {
        guard let record = try fetch(id: id, in: Schema.self) else { return nil }
        for other in Schemas.all {
            if let count = try referringCount(to: id, of: Schema.table, from: other), count.rows > 0 {
                return Schema.refusalToDelete(record, referencedBy: count.rows, in: count.table)
            }
        }
        return nil
    }

    /// How many rows of `other` refer to `id` of `table`, or nil when none of its columns can.
    private func referringCount<Other: SQLiteTableSchema>(
        to id: UUID, of table: String, from _: Other.Type
    ) throws(DataSourceError) -> (table: String, rows: Int)? {
        var total = 0
        var found = false
        for reference in Other.references where reference.table == table {
            found = true
            total += try countRows(referringTo: id, by: reference.column, in: Other.self)
        }
        return found ? (Other.table, total) : nil
    }
}
