// The statement that finds a row by a unique key, written once for both dialects, as a lookup
// by name asks it (`fetch(unique:key:)`).
extension SQLiteTableSQL {
    /// The row whose unique key kept in `column` is `?1` (`$1`): one probe of the key's UNIQUE index.
    package static func selectByUniqueKey(_ column: String, in dialect: SQLDialect) -> String {
        "SELECT \(columnList) FROM \(table) WHERE \(quoted(column)) = \(dialect.parameter(1))"
    }
}
