import Domain
import Foundation

/// The SQL of one table, derived from its ``SQLiteTableSchema``: every identifier quoted, so
/// that a column named `order` or `select` is a column, not a keyword. Here its names, its
/// insert and its lookup by a unique key; a query's SQL is in `SQLiteTableSQL+Query.swift`, the
/// statements on one row by its id in `SQLiteTableSQL+RowsByID.swift`, the table's creation in
/// `SQLiteTableSQL+Create.swift`.
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

    /// The row whose unique key kept in `column` is `?1` (`$1`): one probe of the key's UNIQUE
    /// index, as a lookup by name asks it (`fetch(unique:key:)`).
    package static func selectByUniqueKey(_ column: String, in dialect: SQLDialect) -> String {
        "SELECT \(columnList) FROM \(table) WHERE \(quoted(column)) = \(dialect.parameter(1))"
    }

    /// The index on `columns`: `todos_created_at` (the id that breaks ties is left out of the name).
    package static func indexName(_ columns: [String]) -> String {
        ([Schema.table] + columns.filter { $0 != "id" }).joined(separator: "_")
    }
}

/// `identifier` as an SQL identifier: in double quotes, inner quotes doubled.
package func quoted(_ identifier: String) -> String {
    "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
