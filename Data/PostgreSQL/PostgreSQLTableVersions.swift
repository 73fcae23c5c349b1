import Data

/// The numbered steps of tables that keep their own history, in PostgreSQL: what
/// ``SQLiteTableVersions`` is for SQLite, with the steps spelled for PostgreSQL
/// (``SQLiteTableSchema/postgreSQLMigrations``). A generated entity's table is created by its
/// step 1, and `scaffold --add-field` / `--remove-field` append steps that reach an existing
/// database with its rows.
///
/// Each table's newest step is recorded in `"table_versions"`, one row per table, in the
/// connection's first schema on `search_path`. A row for a table the app no longer has is left
/// alone, and the database still opens. Each step that ran is recorded with its checksum in
/// `"table_steps"`, and a database whose step N is not the app's step N is refused, as in SQLite.
enum PostgreSQLTableVersions {
    /// The record of each table's newest step, and of each step's checksum.
    static let createSQL = """
        CREATE TABLE IF NOT EXISTS "table_versions" ("table" TEXT COLLATE "C" NOT NULL PRIMARY KEY, \
        "version" BIGINT NOT NULL);
        CREATE TABLE IF NOT EXISTS "table_steps" ("table" TEXT COLLATE "C" NOT NULL, "step" BIGINT NOT NULL, \
        "checksum" TEXT COLLATE "C" NOT NULL, PRIMARY KEY ("table", "step"))
        """

    /// Runs the steps of `table` that the database lacks, oldest first, and records the newest.
    /// Call it inside a transaction (``PostgreSQLSchema/prepare(_:)`` does, under its lock), so
    /// that a failure leaves the old version. A table recorded at a newer step than `steps`
    /// knows was written by a newer version of the app: it is refused, unchanged.
    static func migrate(
        _ table: String, steps: [PostgreSQLMigration], on connection: PostgreSQLConnection
    ) throws(PostgreSQLMigrationError) {
        let recorded: Int
        let checksums: [Int: String]
        do throws(PostgreSQLError) {
            try connection.execute(createSQL)
            recorded = try version(of: table, on: connection)
            checksums = try self.checksums(of: table, on: connection)
        } catch {
            throw .postgres(error)
        }
        let newest = steps.last?.version ?? 0
        guard recorded <= newest else { throw .newerSchema(found: recorded, newestKnown: newest) }
        if let clash = MigrationCore.clash(in: table, recorded: checksums, steps: steps.map { ($0.version, $0.sql) }) {
            throw .clashingSteps(clash)
        }
        do throws(PostgreSQLError) {
            for step in steps where step.version > recorded || checksums[step.version] == nil {
                // A step run before checksums were kept is taken as the app's: it has no other record.
                if step.version > recorded { try connection.execute(step.sql) }
                _ = try connection.query(
                    #"INSERT INTO "table_steps" ("table", "step", "checksum") VALUES ($1, $2, $3) "#
                        + #"ON CONFLICT DO NOTHING"#,
                    [.text(table), .int64(Int64(step.version)), .text(MigrationCore.checksum(step.sql))])
            }
            guard newest > recorded else { return }
            _ = try connection.query(
                #"INSERT INTO "table_versions" ("table", "version") VALUES ($1, $2) "#
                    + #"ON CONFLICT ("table") DO UPDATE SET "version" = excluded."version""#,
                [.text(table), .int64(Int64(newest))])
        } catch {
            throw .postgres(error)
        }
    }

    /// The checksum of each step of `table` the database recorded.
    static func checksums(
        of table: String, on connection: PostgreSQLConnection
    ) throws(PostgreSQLError) -> [Int: String] {
        let result = try connection.query(
            #"SELECT "step", "checksum" FROM "table_steps" WHERE "table" = $1"#, [.text(table)])
        var checksums: [Int: String] = [:]
        for row in 0..<result.rowCount {
            checksums[Int(try result.decode(Int64.self, row: row, column: 0))] =
                try result.decode(String.self, row: row, column: 1)
        }
        return checksums
    }

    /// The newest step of `table` the database records; 0 when none.
    static func version(of table: String, on connection: PostgreSQLConnection) throws(PostgreSQLError) -> Int {
        let result = try connection.query(
            #"SELECT "version" FROM "table_versions" WHERE "table" = $1"#, [.text(table)])
        guard result.rowCount > 0 else { return 0 }
        return Int(try result.decode(Int64.self, row: 0, column: 0))
    }
}
