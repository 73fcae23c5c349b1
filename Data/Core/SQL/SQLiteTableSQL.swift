import Domain
import Foundation

/// The SQL of one table, derived from its ``SQLiteTableSchema``: every identifier quoted, so
/// that a column named `order` or `select` is a column, not a keyword. Here what a query and an
/// insert need; the statements on one row by its id are in `SQLiteTableSQL+RowsByID.swift`,
/// the table's creation in `SQLiteTableSQL+Create.swift`.
package enum SQLiteTableSQL<Schema: SQLiteTableSchema> {
    static var table: String { quoted(Schema.table) }
    static var columnList: String { Schema.columns.map { quoted($0.name) }.joined(separator: ", ") }

    /// The names of the table and indexes ``createSQL`` creates, in its order.
    package static var objectNames: [String] {
        [Schema.table] + Schema.uniqueKeys.map { indexName([$0.column]) }
            + Schema.references.map { indexName([$0.column]) } + Schema.indexes.map(indexName)
            + [idTailIndexName]
    }

    /// The index on the id's last group that ``createSQL`` creates, as every table's step that adds it does.
    static var idTailIndexName: String { Schema.table + "_id_tail" }

    package static var insert: String { insert(rows: 1, in: .sqlite) }

    /// Inserts `rows` records in one statement, each a parenthesised list of its columns'
    /// parameters: `?1`…`?n` for the first, `?n+1`… for the next.
    package static func insert(rows: Int, in dialect: SQLDialect) -> String {
        let width = Schema.columns.count
        let tuples = (0..<rows).map { row in
            "(" + (1...width).map { dialect.parameter(row * width + $0) }.joined(separator: ", ") + ")"
        }
        return "INSERT INTO \(table) (\(columnList)) VALUES \(tuples.joined(separator: ", "))"
    }

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

    /// The index on `columns`: `todos_created_at` (the id that breaks ties is left out of the name).
    package static func indexName(_ columns: [String]) -> String {
        ([Schema.table] + columns.filter { $0 != "id" }).joined(separator: "_")
    }

}

/// A sort as SQL sees it: the column it orders by, how, and which way. The ORDER BY terms and
/// the condition of a keyset page (``/Domain/Page/after``) are both derived from it, once for
/// every entity, so the two cannot disagree (the keyset page's, which a first page never needs,
/// in `SQLKeysetPage.swift`).
package struct SQLSortKey: Sendable {
    /// The column, unquoted.
    let column: String
    let direction: SortDirection
    /// Whether text is ordered ignoring case (``SQLDialect/ignoringCase(_:)``).
    let ignoringCase: Bool
    /// Whether the column may be NULL: rows without a value come last in either direction.
    let optional: Bool

    /// Orders by `column` in `direction`, then by id ascending.
    package init(_ column: String, _ direction: SortDirection, ignoringCase: Bool = false, optional: Bool = false) {
        self.column = column
        self.direction = direction
        self.ignoringCase = ignoringCase
        self.optional = optional
    }

    /// The ORDER BY terms in `dialect`: the key (missing values last: `IS NULL` first), then the
    /// id ascending whatever the direction, as Domain's reference order does.
    package func orderBy(in dialect: SQLDialect) -> String {
        let key = optional ? "\(quoted(column)) IS NULL, \(value(in: dialect))" : value(in: dialect)
        return direction.orderBy(key)
    }

    /// The key's column as it is compared: ignoring case when the sort says so.
    func value(in dialect: SQLDialect) -> String {
        ignoringCase ? dialect.ignoringCase(quoted(column)) : quoted(column)
    }
}

extension SortDirection {
    /// The ORDER BY terms for `key` in this direction, then the id ascending whatever the
    /// direction, as Domain's reference order breaks ties.
    func orderBy(_ key: String) -> String {
        "\(key) \(self == .ascending ? "ASC" : "DESC"), \"id\" ASC"
    }
}

/// `identifier` as an SQL identifier: in double quotes, inner quotes doubled.
package func quoted(_ identifier: String) -> String {
    "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
