import Data
import Domain

extension SQLiteSession {
    /// The row whose unique key kept in `column` is `key`: one probe of the key's UNIQUE index,
    /// whatever the table holds.
    func fetch<Schema: SQLiteTableSchema>(
        unique column: String, key: String, in _: Schema.Type
    ) throws(DataSourceError) -> Schema.Record? {
        let select = try statement(
            SQLiteStatementKey(table: Schema.self, kind: .byUniqueKey(column: column)),
            SQLiteTableSQL<Schema>.selectByUniqueKey(column, in: .sqlite))
        defer { select.reset() }
        try sqlite { () throws(SQLiteError) in try select.bind(key, at: 1) }
        return try rows(of: select, in: Schema.self).first
    }
}
