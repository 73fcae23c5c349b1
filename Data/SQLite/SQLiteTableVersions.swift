import Data

/// The numbered steps of every table: each entity lists its steps
/// (``SQLiteTableSchema/migrations``), step 1 creating its table, so a later change to its fields
/// reaches an existing database as a new step. Todo's and Project's tables are no exception;
/// `scripts/scaffold` writes a generated entity's.
///
/// Each table's progress is recorded in the database, in `"table_versions"`, one row per table:
/// tables come and go with their entities, so one `PRAGMA user_version` cannot count them.
/// A row for a table the app no longer has (an entity removed with `scaffold --remove`) is left
/// alone, and the database still opens.
///
/// Each step that ran is also recorded with its checksum (``MigrationCore/checksum(_:)``), in
/// `"table_steps"`: a database whose step N is not the app's step N (a hand-written step removed
/// and its number reused by a generated one, or two branches that each added a step N) is
/// refused, naming the table and the step, instead of skipping the new step as already run; so
/// are app steps not numbered 1, 2, 3... (two steps N from two merged branches).
enum SQLiteTableVersions {
    /// The newest step of `table` the database records; 0 when none.
    static func version(of table: String, on connection: SQLiteConnection) throws(SQLiteError) -> Int {
        let query = try connection.prepare(
            #"SELECT "version" FROM "table_versions" WHERE "table" = ?1"#)
        try query.bind(table, at: 1)
        guard try query.step() else { return 0 }
        return Int(query.int64(at: 0))
    }
}

extension SQLiteTableVersions {
    /// Runs the steps of `table` that the database lacks, oldest first, and records the newest.
    /// Call it inside a write transaction, so that a crash leaves the old version or the new.
    /// A database that records a newer step than `steps` has was written by a newer version of
    /// the app: it is refused, unchanged.
    static func migrate(_ table: String, steps: [SQLiteMigration], on connection: SQLiteConnection) throws(SQLiteError)
    {
        try connection.execute(createSQL)
        let recorded = try version(of: table, on: connection)
        let newest = steps.last?.version ?? 0
        guard recorded <= newest else {
            throw SQLiteError(
                extendedCode: 1,
                message: MigrationCore.newerSchemaMessage(
                    "the table \"\(table)\"", found: recorded, newestKnown: newest))
        }
        let checksums = try SQLiteSchema.recordedSteps(on: connection)[table] ?? [:]
        if let clash = MigrationCore.clash(in: table, recorded: checksums, steps: steps.map { ($0.version, $0.sql) }) {
            throw SQLiteError(extendedCode: 1, message: clash)
        }
        let note = try connection.prepare(
            #"INSERT OR IGNORE INTO "table_steps" ("table", "step", "checksum") VALUES (?1, ?2, ?3)"#)
        for step in steps where step.version > recorded || checksums[step.version] == nil {
            // A step run before checksums were kept is taken as the app's: it has no other record.
            if step.version > recorded { try connection.execute(step.sql) }
            try note.bind(table, at: 1)
            try note.bind(Int64(step.version), at: 2)
            try note.bind(MigrationCore.checksum(step.sql), at: 3)
            _ = try note.step()
            note.reset()
        }
        guard newest > recorded else { return }
        let record = try connection.prepare(
            #"INSERT INTO "table_versions" ("table", "version") VALUES (?1, ?2) "#
                + #"ON CONFLICT ("table") DO UPDATE SET "version" = excluded."version""#)
        try record.bind(table, at: 1)
        try record.bind(Int64(newest), at: 2)
        _ = try record.step()
    }
}

extension SQLiteTableVersions {
    /// The record of each table's newest step, and of each step's checksum.
    static let createSQL = """
        CREATE TABLE IF NOT EXISTS "table_versions" ("table" TEXT NOT NULL PRIMARY KEY, "version" INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS "table_steps" ("table" TEXT NOT NULL, "step" INTEGER NOT NULL, \
        "checksum" TEXT NOT NULL, PRIMARY KEY ("table", "step"))
        """
}
