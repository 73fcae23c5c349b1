import Domain
import Foundation

/// What the SQLite store needs of an entity beyond its ``EntitySchema``: its columns, how a row
/// is read and bound (by hand, in `{Entity}Record+SQLite.swift`: no reflection on the path that
/// reads 100,000 rows), and its query in SQL (`{Entity}Query+SQL.swift`). The table, its
/// indexes, every statement and the mapping of constraint failures are derived from these by
/// ``SQLiteTable`` and ``SQLiteSession``, once for every entity.
protocol SQLiteTableSchema: EntitySchema where Record: SQLiteRow {
    /// Which conditions a filter uses: the key its WHERE clause is cached under. The SQL depends
    /// only on a query's shape, never on its values, which are bound; there are finitely many
    /// shapes, so each is prepared once per connection.
    associatedtype FilterShape: Hashable

    /// The columns, in the order `Record(row:)` reads them and `bind(to:)` binds them (`?1`...):
    /// `id` first; `created_at` and `updated_at` among them.
    static var columns: [SQLiteColumn] { get }
    /// Indexes beyond the unique keys' and the references' (which every table gets), e.g. one
    /// per sort key with the id that breaks ties: each a list of columns.
    static var indexes: [[String]] { get }
    /// The table's own numbered steps, step 1 creating it (see ``SQLiteTableVersions``); empty
    /// for a table whose history is the store's (`SQLiteSchema`), created from this description.
    static var migrations: [SQLiteMigration] { get }
    /// The same steps spelled for PostgreSQL (see ``PostgreSQLTableVersions``); empty for a
    /// table whose history is the store's (`PostgreSQLSchema`).
    static var postgreSQLMigrations: [PostgreSQLMigration] { get }

    /// The shape of `filter`.
    static func shape(of filter: Filter) -> FilterShape
    /// ` WHERE ...` for `shape` (or nothing), with parameters in the order `bind` binds them.
    static func whereClause(_ shape: FilterShape) -> String
    /// Binds `filter`'s values from parameter 1; returns the next free parameter index.
    static func bind(_ filter: Filter, to statement: SQLiteStatement) throws(SQLiteError) -> Int32
    /// The ORDER BY terms of `sort`, ending with the id that breaks ties.
    static func orderBy(_ sort: Query.Sort) -> String

    /// The record with `id`, read through `session`'s cached statement, or nil.
    static func fetchRow(id: UUID, in session: SQLiteSession) throws(DataSourceError) -> Record?
    /// Reads every row `statement` yields, reserving room for `capacity`.
    static func readRows(_ statement: SQLiteStatement, capacity: Int) throws(DataSourceError) -> [Record]
    /// Runs the prepared `insert` once per record; the first failure, mapped by `failure`.
    static func insertRows(
        _ records: [Record], with insert: SQLiteStatement, failure: (any Error, Record) -> DataSourceError
    ) throws(DataSourceError)
}

/// A record as a SQLite row.
protocol SQLiteRow {
    /// Reads the current row of a query that selected the schema's columns, in order: a SQLite
    /// statement's, or a PostgreSQL result's (see ``SQLRowReader``).
    init<Row: SQLRowReader>(row: Row) throws(DataSourceError)
    /// Every row of a PostgreSQL result, read as above. A requirement with a default
    /// implementation (`SQLiteRow+PostgreSQL.swift`), so that each record's witness is that loop
    /// specialised for itself, as the SQLite schemas' `readRows`.
    static func records(reading reader: inout PostgreSQLRowReader) throws(DataSourceError) -> [Self]
    /// Binds every field to `?1`...`?n` of `statement`, in column order.
    func bind(to statement: SQLiteStatement) throws(SQLiteError)
}

/// One column of a table: its name, and the rest of its SQL declaration (`TEXT NOT NULL`).
/// A reference's `REFERENCES ... ON DELETE RESTRICT` is added from ``EntitySchema/references``.
struct SQLiteColumn: Sendable {
    let name: String
    let declaration: String

    init(_ name: String, _ declaration: String) {
        self.name = name
        self.declaration = declaration
    }
}

extension SQLiteTableSchema {
    /// No indexes beyond the constraints'.
    static var indexes: [[String]] { [] }

    // The row loops and the lookup by id are requirements with default implementations, so
    // that each schema's witness is this code specialised for its own record: generic stores,
    // no per-row dispatch.

    static func fetchRow(id: UUID, in session: SQLiteSession) throws(DataSourceError) -> Record? {
        let select = try session.statement(
            SQLiteStatementKey(table: Self.self, kind: .byID), SQLiteTableSQL<Self>.selectByID)
        defer { select.reset() }
        let found = try sqlite { () throws(SQLiteError) in
            try select.bind(id, at: 1)
            return try select.step()
        }
        return found ? try Record(row: select) : nil
    }

    static func readRows(_ statement: SQLiteStatement, capacity: Int) throws(DataSourceError) -> [Record] {
        var records: [Record] = []
        records.reserveCapacity(capacity)
        while try sqlite({ () throws(SQLiteError) in try statement.step() }) {
            records.append(try Record(row: statement))
        }
        return records
    }

    static func insertRows(
        _ records: [Record], with insert: SQLiteStatement, failure: (any Error, Record) -> DataSourceError
    ) throws(DataSourceError) {
        for record in records {
            defer { insert.reset() }
            do {
                try record.bind(to: insert)
                _ = try insert.step()
            } catch {
                throw failure(error, record)
            }
        }
    }
}
