import Data
import Domain
import Foundation

/// The PostgreSQL SQL of one table, derived from the same ``SQLiteTableSchema`` the SQLite store
/// reads, so that an entity (hand-written or generated) describes its columns and its query once:
/// - columns are declared with PostgreSQL's type names (``SQLDialect/typeName(_:)``: SQLite's
///   64-bit `INTEGER` is `BIGINT`, `REAL` is `DOUBLE PRECISION`, `TEXT` compares byte by byte,
///   `COLLATE "C"`, as SQLite's does, whatever the database's locale);
/// - a filter's WHERE clause and a sort's ORDER BY are written by the schema in PostgreSQL's
///   dialect: `$1`… parameters, and `swift_nocase_key("column")` for a sort that ignores case;
/// - the statements by id, insert and delete are ``SQLiteTableSQL``'s, asked for in that dialect.
/// What is PostgreSQL's alone is here.
enum PostgreSQLTableSQL<Schema: SQLiteTableSchema> {
    static var table: String { quoted(Schema.table) }
    static var columnList: String { Schema.columns.map { quoted($0.name) }.joined(separator: ", ") }

    /// The table and its indexes, each `IF NOT EXISTS`, built as SQLite's are, with PostgreSQL's
    /// types and a name for each foreign key.
    static var createSQL: String {
        SQLiteTableSQL<Schema>.createSQL(in: .postgreSQL, foreignKeyName: foreignKeyName)
    }

    /// The row with this id, locked until the transaction ends, so that a read-change-write
    /// (``/Data/TableDataSource/modify(id:_:)``) sees no other write land in between.
    static var selectByIDForUpdate: String { SQLiteTableSQL<Schema>.selectByID(in: .postgreSQL) + " FOR UPDATE" }

    /// Sets every column but `id` and `created_at`; `$1` is the id.
    static var update: String {
        let assignments = updateColumns.enumerated()
            .filter { Schema.columns[$0.element].name != "id" }
            .map { "\(quoted(Schema.columns[$0.element].name)) = $\($0.offset + 1)" }
        return
            "UPDATE \(table) SET \(assignments.joined(separator: ", ")) WHERE \"id\" = $1 RETURNING \"created_at\""
    }

    /// The columns an update sends, in order: every one but `created_at`, which it keeps.
    /// (PostgreSQL refuses a statement with a parameter it never uses, so the one that update
    /// skips is not sent at all.)
    static var updateColumns: [Int] {
        Schema.columns.indices.filter { Schema.columns[$0].name != "created_at" }
    }

    /// The SELECT of a query shape, after a cursor of `cursor`'s shape when it has one; the page
    /// follows the filter's and the cursor's parameters as two more (`LIMIT NULL` is no limit).
    static func select(
        _ shape: Schema.FilterShape, _ sort: Schema.Query.Sort, after cursor: SQLCursorShape? = nil
    ) -> String {
        var placeholders = SQLPlaceholders(.postgreSQL)
        let filter = SQLiteTableSQL<Schema>.keysetWhere(
            Schema.whereClause(shape, &placeholders), sort, cursor, .postgreSQL, &placeholders)
        let order = Schema.sortKey(sort).orderBy(in: .postgreSQL)
        return "SELECT \(columnList) FROM \(table)\(filter) ORDER BY \(order) "
            + "LIMIT \(placeholders.next()) OFFSET \(placeholders.next())"
    }

    static func count(_ shape: Schema.FilterShape) -> String {
        var placeholders = SQLPlaceholders(.postgreSQL)
        return "SELECT count(*) FROM \(table)\(Schema.whereClause(shape, &placeholders))"
    }

    /// The primary key's constraint, as PostgreSQL names it.
    static var primaryKeyName: String { "\(Schema.table)_pkey" }

    /// The foreign key constraint of `column`.
    static func foreignKeyName(_ column: String) -> String { "\(Schema.table)_\(column)_fkey" }
}
