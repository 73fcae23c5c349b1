import Domain
import Foundation

// A query's SQL and a count's, in either dialect: the filter's WHERE clause, a keyset page's
// condition, the sort's ORDER BY, the page's LIMIT and OFFSET.
extension SQLiteTableSQL {
    /// The SELECT of a query, after a cursor of `cursor`'s shape when it has one; the page's
    /// limit and offset are always bound (`LIMIT -1` is "no limit"), so they add no shapes.
    package static func select(
        _ shape: Schema.FilterShape, _ sort: Schema.Query.Sort, after cursor: SQLCursorShape? = nil
    ) -> String {
        var placeholders = SQLPlaceholders(.sqlite)
        let filter = keysetWhere(Schema.whereClause(shape, &placeholders), sort, cursor, .sqlite, &placeholders)
        let order = Schema.sortKey(sort).orderBy(in: .sqlite)
        return "SELECT \(columnList) FROM \(table)\(filter) ORDER BY \(order) "
            + "LIMIT \(placeholders.next()) OFFSET \(placeholders.next())"
    }

    /// `filter` (a WHERE clause or nothing) with the condition of a keyset page after a cursor
    /// of shape `cursor` added, in either dialect.
    package static func keysetWhere(
        _ filter: String, _ sort: Schema.Query.Sort, _ cursor: SQLCursorShape?, _ dialect: SQLDialect,
        _ placeholders: inout SQLPlaceholders
    ) -> String {
        guard let cursor else { return filter }
        let after = Schema.sortKey(sort).after(cursor, in: dialect, &placeholders)
        return filter.isEmpty ? " WHERE \(after)" : "\(filter) AND \(after)"
    }

    /// `cursor`'s values as `sort`'s key column stores them (see `SQLSortKey.values(of:column:)`).
    package static func cursorValues(
        _ cursor: PageCursor, _ sort: Schema.Query.Sort
    ) throws(DataSourceError)
        -> SQLCursorValues
    {
        let column = Schema.sortKey(sort).column
        return try SQLSortKey.values(of: cursor, column: Schema.columns.first { $0.name == column }?.type)
    }

    package static func count(_ shape: Schema.FilterShape) -> String {
        var placeholders = SQLPlaceholders(.sqlite)
        return "SELECT count(*) FROM \(table)\(Schema.whereClause(shape, &placeholders))"
    }
}
