import Domain
import Foundation

/// The SQL of one table, derived from its ``SQLiteTableSchema``: every identifier quoted, so
/// that a column named `order` or `select` is a column, not a keyword.
package enum SQLiteTableSQL<Schema: SQLiteTableSchema> {
    static var table: String { quoted(Schema.table) }
    static var columnList: String { Schema.columns.map { quoted($0.name) }.joined(separator: ", ") }

    /// The table and its indexes, each `IF NOT EXISTS`, as the description gives them: what the
    /// table's steps must make (a test compares them).
    package static var createSQL: String {
        createSQL(in: .sqlite, foreignKeyName: nil)
    }

    /// The table and its indexes, each `IF NOT EXISTS`, with each column declared in `dialect`
    /// and each foreign key named by `foreignKeyName` (left to the database when nil): SQLite's,
    /// and the PostgreSQL store's from the same description.
    package static func createSQL(in dialect: SQLDialect, foreignKeyName: ((String) -> String)?) -> String {
        let columns = Schema.columns.map { column in
            var text = "\(quoted(column.name)) \(column.declaration(in: dialect))"
            if let reference = Schema.references.first(where: { $0.column == column.name }) {
                if let name = foreignKeyName?(reference.column) { text += " CONSTRAINT \(quoted(name))" }
                text += " REFERENCES \(quoted(reference.table)) (\"id\") ON DELETE RESTRICT"
            }
            return text
        }
        var statements = ["CREATE TABLE IF NOT EXISTS \(table) (\(columns.joined(separator: ", ")))"]
        for key in Schema.uniqueKeys {
            statements.append(index([key.column], unique: true))
        }
        for reference in Schema.references {
            statements.append(index([reference.column], unique: false))
        }
        for columns in Schema.indexes {
            statements.append(index(columns, unique: false))
        }
        statements.append(
            "CREATE INDEX IF NOT EXISTS \(quoted(idTailIndexName)) ON \(table) (\(idTail)) WHERE \(isTimeOrdered)"
        )
        return statements.joined(separator: ";\n") + ";"
    }

    /// The names of the table and indexes ``createSQL`` creates, in its order.
    package static var objectNames: [String] {
        [Schema.table] + Schema.uniqueKeys.map { indexName([$0.column]) }
            + Schema.references.map { indexName([$0.column]) } + Schema.indexes.map(indexName)
            + [idTailIndexName]
    }

    /// The index on the id's last group that ``createSQL`` creates, as every table's step that adds it does.
    static var idTailIndexName: String { Schema.table + "_id_tail" }

    // Each statement below is written once for both dialects (`?1` or `$1`); a bare name is SQLite's.

    package static var selectByID: String { selectByID(in: .sqlite) }
    package static func selectByID(in dialect: SQLDialect) -> String {
        "SELECT \(columnList) FROM \(table) WHERE \"id\" = \(dialect.parameter(1))"
    }

    /// The rows whose id text is at least `?1` and below `?2`, in id order, at most `?3`: a
    /// range of the primary key's index, which an id prefix is (see `SQLiteSession.fetch(idPrefix:)`).
    package static var selectByIDRange: String { selectByIDRange(in: .sqlite) }
    package static func selectByIDRange(in dialect: SQLDialect) -> String {
        let (low, high, limit) = (dialect.parameter(1), dialect.parameter(2), dialect.parameter(3))
        return
            "SELECT \(columnList) FROM \(table) WHERE \"id\" >= \(low) AND \"id\" < \(high) ORDER BY \"id\" LIMIT \(limit)"
    }

    /// The time-ordered rows whose id's last group is at least `?1` and below `?2`, in id
    /// order, at most `?3`: a range of the partial index on that group, which is how a
    /// time-ordered id is shown and typed (see `IDPrefix`).
    package static var selectByIDTailRange: String { selectByIDTailRange(in: .sqlite) }
    package static func selectByIDTailRange(in dialect: SQLDialect) -> String {
        let (low, high, limit) = (dialect.parameter(1), dialect.parameter(2), dialect.parameter(3))
        return
            "SELECT \(columnList) FROM \(table) WHERE \(isTimeOrdered) AND \(idTail) >= \(low) AND \(idTail) < \(high) "
            + "ORDER BY \"id\" LIMIT \(limit)"
    }

    /// An id's last group, 12 hex digits: the part a time-ordered id is shown by.
    package static var idTail: String { "substr(\"id\", 25)" }
    /// Whether a row's id is time-ordered (version 7): the index on `idTail` holds those alone.
    package static var isTimeOrdered: String { "substr(\"id\", 15, 1) = '7'" }

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

    /// Sets every column but `id` and `created_at`, by the parameter `bind(to:)` gives it.
    package static var update: String {
        let assignments = Schema.columns.enumerated()
            .filter { $0.element.name != "id" && $0.element.name != "created_at" }
            .map { "\(quoted($0.element.name)) = ?\($0.offset + 1)" }
        return "UPDATE \(table) SET \(assignments.joined(separator: ", ")) WHERE \"id\" = ?1 RETURNING \"created_at\""
    }
    package static var delete: String { delete(in: .sqlite) }
    package static func delete(in dialect: SQLDialect) -> String {
        "DELETE FROM \(table) WHERE \"id\" = \(dialect.parameter(1))"
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

    /// How many rows refer to `?1` through `column`.
    package static func countReferring(by column: String, in dialect: SQLDialect = .sqlite) -> String {
        "SELECT count(*) FROM \(table) WHERE \(quoted(column)) = \(dialect.parameter(1))"
    }

    /// The index on `columns`: `todos_created_at` (the id that breaks ties is left out of the name).
    package static func indexName(_ columns: [String]) -> String {
        ([Schema.table] + columns.filter { $0 != "id" }).joined(separator: "_")
    }

    private static func index(_ columns: [String], unique: Bool) -> String {
        let name = quoted(indexName(columns))
        let list = columns.map(quoted).joined(separator: ", ")
        return "CREATE \(unique ? "UNIQUE " : "")INDEX IF NOT EXISTS \(name) ON \(table) (\(list))"
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
