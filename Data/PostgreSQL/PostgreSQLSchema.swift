import Data

/// The schema of the PostgreSQL store: every entity's table has numbered steps of its own
/// (``SQLiteTableSchema/postgreSQLMigrations``), recorded per table (``PostgreSQLTableVersions``),
/// run on every open.
///
/// Column conventions are SQLite's (see `SQLiteSchema`), so that one description serves both:
/// ids are the upper-case UUID text, times `BIGINT` milliseconds since 1970 (UTC), flags and
/// ranks `BIGINT`; text columns compare byte by byte (`COLLATE "C"`), as SQLite's do.
///
/// `schema_migrations` says which layout the database has: its newest row is ``format``. Apps
/// before it ran store-wide steps 1 and 2, recorded there; such a database is taken over on its
/// first open (as SQLite's, see `MigrationCore.storeWideTables`).
enum PostgreSQLSchema {
    /// The newest version in `schema_migrations` of a database whose every table records its
    /// own steps. An app from before reads it as a newer schema and leaves the database untouched.
    static let format = 3

    /// The table that records the layout, as apps before ``format`` recorded their store-wide steps.
    static let formatTable = "schema_migrations"

    /// The advisory lock held while an open creates or changes tables: any constant, the same in
    /// every process (two processes opening a new database at once would otherwise race to
    /// create the same table).
    static let lockKey: Int64 = 0x6361_5F6D_6967  // "ca_mig"

    /// Brings every entity's table to its newest step, taking over a database of store-wide
    /// steps first, in one transaction under ``lockKey``: a failure leaves the database as it was.
    /// Returns the tables recorded there that no entity of the app has, sorted, after dropping
    /// their foreign keys (see ``dropForeignKeys(ofTablesOtherThan:on:)``).
    static func prepare(_ connection: PostgreSQLConnection) throws(PostgreSQLMigrationError) -> [String] {
        try connection.transaction { () throws(PostgreSQLMigrationError) -> [String] in
            let found = try postgres { () throws(PostgreSQLError) in
                _ = try connection.query("SELECT pg_advisory_xact_lock($1)", [.int64(lockKey)])
                try connection.execute(
                    """
                    CREATE TABLE IF NOT EXISTS \(formatTable) (
                        version bigint PRIMARY KEY,
                        name text NOT NULL,
                        applied_at timestamptz NOT NULL DEFAULT now()
                    );
                    \(PostgreSQLTableVersions.createSQL)
                    """)
                let newest = try connection.query("SELECT coalesce(max(version), 0) FROM \(formatTable)")
                return Int(try newest.decode(Int64.self, row: 0, column: 0))
            }
            guard found <= format else { throw .newerSchema(found: found, newestKnown: format) }
            if found > 0 && found < format {
                try postgres { () throws(PostgreSQLError) in
                    for table in MigrationCore.storeWideTables {
                        _ = try connection.query(
                            #"INSERT INTO "table_versions" ("table", "version") VALUES ($1, $2) "#
                                + #"ON CONFLICT DO NOTHING"#,
                            [.text(table), .int64(Int64(found))])
                    }
                }
            }
            for schema in Schemas.all {
                try PostgreSQLTableVersions.migrate(schema.table, steps: schema.postgreSQLMigrations, on: connection)
            }
            if found < format {
                try postgres { () throws(PostgreSQLError) in
                    _ = try connection.query(
                        "INSERT INTO \(formatTable) (version, name) VALUES ($1, $2)",
                        [.int(format), .text("every table records its own steps (table_versions, table_steps)")])
                }
            }
            let known = Set(Schemas.all.map { $0.table })
            return try postgres { () throws(PostgreSQLError) in
                try dropForeignKeys(ofTablesOtherThan: known, on: connection)
            }
        }
    }

    /// Drops the foreign keys of every table recorded in `table_versions` that is not in `known`
    /// (an entity removed with `scaffold --remove` leaves its table and rows): the entity that
    /// checked those references is gone, and with `ON DELETE RESTRICT` they would refuse
    /// deleting rows of tables the app still has. Returns those tables, sorted.
    private static func dropForeignKeys(
        ofTablesOtherThan known: Set<String>, on connection: PostgreSQLConnection
    ) throws(PostgreSQLError) -> [String] {
        let found = try connection.query(
            #"SELECT "table" FROM "table_versions" WHERE to_regclass(quote_ident("table")) IS NOT NULL ORDER BY 1"#)
        var unknown: [String] = []
        for row in 0..<found.rowCount {
            let table = try found.decode(String.self, row: row, column: 0)
            if !known.contains(table) { unknown.append(table) }
        }
        for table in unknown {
            let constraints = try connection.query(
                "SELECT conname::text FROM pg_constraint WHERE conrelid = to_regclass(quote_ident($1)) AND contype = 'f'",
                [.text(table)])
            for row in 0..<constraints.rowCount {
                let name = try constraints.decode(String.self, row: row, column: 0)
                try connection.execute("ALTER TABLE \(quoted(table)) DROP CONSTRAINT \(quoted(name))")
            }
        }
        return unknown
    }

    private static func postgres<T>(_ body: () throws(PostgreSQLError) -> T) throws(PostgreSQLMigrationError) -> T {
        do {
            return try body()
        } catch {
            throw .postgres(error)
        }
    }
}
