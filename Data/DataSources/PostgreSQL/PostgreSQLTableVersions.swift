/// The numbered steps of tables that keep their own history, in PostgreSQL: what
/// ``SQLiteTableVersions`` is for SQLite, with the steps spelled for PostgreSQL
/// (``SQLiteTableSchema/postgreSQLMigrations``). A generated entity's table is created by its
/// step 1, and `scaffold --add-field` / `--remove-field` append steps that reach an existing
/// database with its rows.
///
/// Each table's newest step is recorded in `"table_versions"`, one row per table, in the
/// connection's first schema on `search_path`. A row for a table the app no longer has is left
/// alone, and the database still opens.
enum PostgreSQLTableVersions {
    /// The record of each table's newest step.
    static let createSQL = """
        CREATE TABLE IF NOT EXISTS "table_versions" ("table" TEXT COLLATE "C" NOT NULL PRIMARY KEY, \
        "version" BIGINT NOT NULL)
        """

    /// Runs the steps of `table` that the database lacks, oldest first, and records the newest.
    /// Call it inside a transaction (``PostgreSQLSchema/prepare(_:)`` does, under its lock), so
    /// that a failure leaves the old version. A table recorded at a newer step than `steps`
    /// knows was written by a newer version of the app: it is refused, unchanged.
    static func migrate(
        _ table: String, steps: [PostgreSQLMigration], on connection: PostgreSQLConnection
    ) throws(PostgreSQLMigrationError) {
        let recorded: Int
        do throws(PostgreSQLError) {
            try connection.execute(createSQL)
            recorded = try version(of: table, on: connection)
        } catch {
            throw .postgres(error)
        }
        let newest = steps.last?.version ?? 0
        guard recorded <= newest else { throw .newerSchema(found: recorded, newestKnown: newest) }
        guard newest > recorded else { return }
        do throws(PostgreSQLError) {
            for step in steps where step.version > recorded {
                try connection.execute(step.sql)
            }
            _ = try connection.query(
                #"INSERT INTO "table_versions" ("table", "version") VALUES ($1, $2) "#
                    + #"ON CONFLICT ("table") DO UPDATE SET "version" = excluded."version""#,
                [.text(table), .int64(Int64(newest))])
        } catch {
            throw .postgres(error)
        }
    }

    /// The newest step of `table` the database records; 0 when none.
    static func version(of table: String, on connection: PostgreSQLConnection) throws(PostgreSQLError) -> Int {
        let result = try connection.query(
            #"SELECT "version" FROM "table_versions" WHERE "table" = $1"#, [.text(table)])
        guard result.rowCount > 0 else { return 0 }
        return Int(try result.decode(Int64.self, row: 0, column: 0))
    }
}
