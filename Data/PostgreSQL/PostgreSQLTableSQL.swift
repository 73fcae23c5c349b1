import Data
import Domain
import Foundation

/// The PostgreSQL SQL of one table, derived from the same ``SQLiteTableSchema`` the SQLite store
/// reads, so that an entity (hand-written or generated) describes its columns and its query once:
/// - columns are declared with PostgreSQL's type names (``SQLDialect/typeName(_:)``: SQLite's
///   64-bit `INTEGER` is `BIGINT`, `REAL` is `DOUBLE PRECISION`, `TEXT` compares byte by byte,
///   `COLLATE "C"`, as SQLite's does, whatever the database's locale);
/// - a filter's WHERE clause and a sort's ORDER BY are written by the schema in PostgreSQL's
///   dialect: `$1`… parameters, and `swift_nocase_key("column")` for a sort that ignores case.
enum PostgreSQLTableSQL<Schema: SQLiteTableSchema> {
    static var table: String { quoted(Schema.table) }
    static var columnList: String { Schema.columns.map { quoted($0.name) }.joined(separator: ", ") }

    /// The table and its indexes, each `IF NOT EXISTS`, built as SQLite's are, with PostgreSQL's
    /// types and a name for each foreign key.
    static var createSQL: String {
        SQLiteTableSQL<Schema>.createSQL(in: .postgreSQL, foreignKeyName: foreignKeyName)
    }

    /// The row with this id.
    static var selectByID: String { statements.selectByID }
    /// The row with this id, locked until the transaction ends, so that a read-change-write
    /// (``/Data/TableDataSource/modify(id:_:)``) sees no other write land in between.
    static var selectByIDForUpdate: String { statements.selectByIDForUpdate }
    /// The rows whose id text is at least `$1` and below `$2`, in id order, at most `$3`: a
    /// range of the primary key's index, as SQLite's `selectByIDRange`.
    static var selectByIDRange: String { statements.selectByIDRange }
    /// The time-ordered rows whose id's last group is at least `$1` and below `$2`, in id order,
    /// at most `$3`: a range of the partial index on that group, as SQLite's `selectByIDTailRange`.
    static var selectByIDTailRange: String { statements.selectByIDTailRange }
    static var insert: String { statements.insert }
    /// Sets every column but `id` and `created_at`; `$1` is the id.
    static var update: String { statements.update }
    static var delete: String { statements.delete }

    /// The columns an update sends, in order: every one but `created_at`, which it keeps.
    /// (PostgreSQL refuses a statement with a parameter it never uses, so the one that update
    /// skips is not sent at all.)
    static var updateColumns: [Int] {
        Schema.columns.indices.filter { Schema.columns[$0].name != "created_at" }
    }

    /// The statements above, each built once (see ``PostgreSQLTableStatements``).
    private static var statements: PostgreSQLTableStatements { .of(Schema.self) }

    static func makeSelectByID() -> String { "SELECT \(columnList) FROM \(table) WHERE \"id\" = $1" }

    static func makeSelectByIDRange() -> String {
        "SELECT \(columnList) FROM \(table) WHERE \"id\" >= $1 AND \"id\" < $2 ORDER BY \"id\" LIMIT $3"
    }

    static func makeSelectByIDTailRange() -> String {
        let tail = SQLiteTableSQL<Schema>.idTail
        return "SELECT \(columnList) FROM \(table) WHERE \(SQLiteTableSQL<Schema>.isTimeOrdered) "
            + "AND \(tail) >= $1 AND \(tail) < $2 ORDER BY \"id\" LIMIT $3"
    }

    static func makeInsert() -> String {
        let parameters = Schema.columns.indices.map { "$\($0 + 1)" }.joined(separator: ", ")
        return "INSERT INTO \(table) (\(columnList)) VALUES (\(parameters))"
    }

    static func makeUpdate() -> String {
        let assignments = updateColumns.enumerated()
            .filter { Schema.columns[$0.element].name != "id" }
            .map { "\(quoted(Schema.columns[$0.element].name)) = $\($0.offset + 1)" }
        return
            "UPDATE \(table) SET \(assignments.joined(separator: ", ")) WHERE \"id\" = $1 RETURNING \"created_at\""
    }

    static func makeDelete() -> String { "DELETE FROM \(table) WHERE \"id\" = $1" }

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

    /// How many rows refer to `$1` through `column`.
    static func countReferring(by column: String) -> String {
        "SELECT count(*) FROM \(table) WHERE \(quoted(column)) = $1"
    }

    /// The primary key's constraint, as PostgreSQL names it.
    static var primaryKeyName: String { "\(Schema.table)_pkey" }

    /// The foreign key constraint of `column`.
    static func foreignKeyName(_ column: String) -> String { "\(Schema.table)_\(column)_fkey" }

    /// The index on `columns`, named as SQLite's.
    static func indexName(_ columns: [String]) -> String {
        SQLiteTableSQL<Schema>.indexName(columns)
    }
}
