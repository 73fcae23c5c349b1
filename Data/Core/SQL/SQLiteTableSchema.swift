import Domain
import Foundation

/// What the SQL stores need of an entity beyond its ``EntitySchema``: its columns, how a row
/// is read and bound (by hand, in `{Entity}Record.swift`: no reflection on the path that
/// reads 100,000 rows), and its query in SQL (`{Entity}Query+SQL.swift`). The table, its
/// indexes, every statement and the mapping of constraint failures are derived from these by
/// ``SQLiteTable`` and ``SQLiteSession``, and in PostgreSQL's dialect by ``PostgreSQLTable``
/// and ``PostgreSQLSession``, once for every entity.
package protocol SQLiteTableSchema: EntitySchema where Record: SQLiteRow {
    /// Which conditions a filter uses: the key its WHERE clause is cached under. The SQL depends
    /// only on a query's shape, never on its values, which are bound; there are finitely many
    /// shapes, so each is prepared once per connection.
    associatedtype FilterShape: Hashable

    /// The columns, in the order `Record(row:)` reads them and `bind(to:)` binds them (`?1`...):
    /// `id` first; `created_at` and `updated_at` among them. Both dialects' tables and
    /// statements are built from this one description.
    static var columns: [SQLColumn] { get }
    /// Indexes beyond the unique keys' and the references' (which every table gets), e.g. one
    /// per sort key with the id that breaks ties: each a list of columns.
    static var indexes: [[String]] { get }
    /// The table's numbered steps, 1, 2, 3..., step 1 creating it (see ``SQLiteTableVersions``):
    /// together they give the table these columns describe (a test compares them).
    static var migrations: [SQLiteMigration] { get }
    /// The same steps spelled for PostgreSQL (see ``PostgreSQLTableVersions``).
    static var postgreSQLMigrations: [PostgreSQLMigration] { get }

    /// The shape of `filter`.
    static func shape(of filter: Filter) -> FilterShape
    /// ` WHERE ...` for `shape` (or nothing), each value a parameter from `placeholders`, in the
    /// order `bind` binds them: one text for every dialect but its parameters' spelling.
    static func whereClause(_ shape: FilterShape, _ placeholders: inout SQLPlaceholders) -> String
    /// Binds `filter`'s values from parameter 1; returns the next free parameter index.
    static func bind<Binder: SQLValueBinder>(_ filter: Filter, to binder: Binder) throws(Binder.Failure) -> Int32
    /// The column `sort` orders by and how: the ORDER BY terms (ending with the id that breaks
    /// ties) and a keyset page's condition are derived from it.
    static func sortKey(_ sort: Query.Sort) -> SQLSortKey
}

/// One column of a table: its name, its type, and the rest of its declaration (`NOT NULL`),
/// which both dialects read alike. Each dialect names the type (``SQLDialect/typeName(_:)``); a
/// reference's `REFERENCES ... ON DELETE RESTRICT` is added from ``EntitySchema/references``.
package struct SQLColumn: Sendable {
    package let name: String
    let type: SQLColumnType
    let constraints: String

    init(_ name: String, _ type: SQLColumnType, _ constraints: String = "") {
        self.name = name
        self.type = type
        self.constraints = constraints
    }

    /// The column's declaration after its name, in `dialect`: `INTEGER NOT NULL`, `BIGINT NOT NULL`.
    func declaration(in dialect: SQLDialect) -> String {
        constraints.isEmpty ? dialect.typeName(type) : "\(dialect.typeName(type)) \(constraints)"
    }
}

/// What a column holds, in SQLite's three storage classes that records use: 64-bit integers
/// (flags, ranks, milliseconds), doubles, and text (ids, names, JSON arrays).
package enum SQLColumnType: Sendable {
    case integer
    case real
    case text
}

extension SQLiteTableSchema {
    /// No indexes beyond the constraints'.
    package static var indexes: [[String]] { [] }
}

/// One numbered step of a table's history (`SQLiteTableVersions`): the SQL that takes the
/// table from step `version - 1` to `version`. Steps are never edited once shipped; a change is
/// a new step.
package struct SQLiteMigration: Sendable {
    /// The step's number: 1 creates the table, each later one follows the one before.
    package let version: Int
    /// Plain SQL, run as one script.
    package let sql: String

    package init(version: Int, sql: String) {
        self.version = version
        self.sql = sql
    }
}

// A step's checksum beside the step: every open compares the recorded ones with the app's,
// while the rest of `MigrationCore` is needed only when a step is missing or clashes.
extension MigrationCore {
    /// A step's fingerprint, recorded beside it when it runs: FNV-1a (64 bits) of its SQL with
    /// every run of whitespace read as one space, so re-indenting a shipped step is no change but
    /// editing what it does is. Not a defence against anyone: it tells a step apart from another
    /// that took its number (a removed hand-written step whose number a generated one reused).
    package static func checksum(_ sql: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in sql.split(whereSeparator: \.isWhitespace).joined(separator: " ").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
