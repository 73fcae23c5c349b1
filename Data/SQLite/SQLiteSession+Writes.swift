import Data
import Domain
import Foundation

// Every table's inserts, generic over its schema; what a failed one means is in
// `DataSourceError+SQLite.swift`. What addresses one row by its id is in
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
}
