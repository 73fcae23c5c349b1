import Data

/// The schema of the SQLite store: every entity's table has numbered steps of its own
/// (``SQLiteTableSchema/migrations``), recorded per table (``SQLiteTableVersions``), run on
/// every open. Ordinary SQL that the `sqlite3` shell reads, dumps and checks (`.schema`,
/// `PRAGMA integrity_check`): no custom collation or function appears in a step; those are
/// registered on our connections for queries only.
///
/// Column conventions:
/// - ids are TEXT holding the upper-case UUID string (`UUID.uuidString`), whose byte order is
///   the order Domain breaks sort ties by;
/// - times (`created_at`, `updated_at`, `due_date`) are INTEGER milliseconds since
///   1970-01-01T00:00:00Z (UTC), the precision Domain rounds every time to;
/// - `priority` is the rank 0 low, 1 medium, 2 high; `is_completed` is 0 or 1;
/// - `projects.name_key` is `Project.nameKey` (case- and width-folded), unique: two project names
///   that differ only in case clash.
///
/// `PRAGMA user_version` says which layout the file has (``format``). Versions 1 and 2 of the
/// app before this one ran store-wide steps instead, counted in `PRAGMA user_version`: such a
/// file is taken over on its first open (`MigrationCore.storeWideTables`). Each open first reads whether
/// anything is missing and takes the write lock only when it is, so that opening an up-to-date
/// file (every command) writes nothing and never waits behind another process's write.
enum SQLiteSchema {
    /// The `PRAGMA user_version` of a file whose every table records its own steps. An app
    /// from before reads it as a newer schema and leaves the file untouched.
    static let format = 3

    /// Runs the steps that every entity's table lacks, taking over a file of store-wide steps
    /// first, in one IMMEDIATE transaction: after a crash the file is as it was or up to date.
    static func createTables(on connection: SQLiteConnection) throws(SQLiteError) {
        // Every step there already, the usual case: nothing to write, so no write lock to take
        // (a read-only command would otherwise queue behind another process's write).
        guard try !isCurrent(on: connection) else { return }
        try connection.writeTransaction { () throws(SQLiteError) in try upgrade(on: connection) }
    }

    /// Whether the file is at ``format``, every table records its newest step, each with the
    /// app's checksum, has every index its description names, and no table the app does not
    /// know has a foreign key; read without a lock.
    private static func isCurrent(on connection: SQLiteConnection) throws(SQLiteError) -> Bool {
        guard try formatFound(on: connection) == format else { return false }
        let names = try objectNames(on: connection)
        for schema in Schemas.all
        where try !SQLiteTableVersions.isCurrent(schema.table, steps: schema.migrations, on: connection)
            || !hasEveryObject(schema, names: names)
        {
            return false
        }
        for table in try unknownTables(on: connection) where try hasForeignKeys(table, on: connection) {
            return false
        }
        return true
    }

    /// Whether the table and every index `schema`'s description names are in `names`.
    static func hasEveryObject<Schema: SQLiteTableSchema>(_: Schema.Type, names: Set<String>) -> Bool {
        SQLiteTableSQL<Schema>.objectNames.allSatisfy(names.contains)
    }

    /// The names of the file's tables and indexes.
    static func objectNames(on connection: SQLiteConnection) throws(SQLiteError) -> Set<String> {
        let query = try connection.prepare(
            "SELECT name FROM sqlite_schema WHERE type IN ('table', 'index')")
        var names: Set<String> = []
        while try query.step() { names.insert(query.string(at: 0)) }
        return names
    }

    /// The tables the file records steps of that no entity of the app has (each entity removed
    /// with `scaffold --remove` leaves its table and rows), sorted.
    static func unknownTables(on connection: SQLiteConnection) throws(SQLiteError) -> [String] {
        let known = Set(Schemas.all.map { $0.table })
        let query = try connection.prepare(
            #"SELECT "table" FROM "table_versions" WHERE "table" IN (SELECT name FROM sqlite_schema) ORDER BY 1"#)
        var tables: [String] = []
        while try query.step() {
            let table = query.string(at: 0)
            if !known.contains(table) { tables.append(table) }
        }
        return tables
    }

    static func hasForeignKeys(_ table: String, on connection: SQLiteConnection) throws(SQLiteError) -> Bool {
        let query = try connection.prepare("SELECT count(*) FROM pragma_foreign_key_list(?1)")
        try query.bind(table, at: 1)
        return try query.step() && query.int64(at: 0) > 0
    }

    static func formatFound(on connection: SQLiteConnection) throws(SQLiteError) -> Int {
        Int(try connection.pragmaInteger("PRAGMA user_version"))
    }
}

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
    /// The checksum of each step of `table` the database recorded.
    static func checksums(of table: String, on connection: SQLiteConnection) throws(SQLiteError) -> [Int: String] {
        let query = try connection.prepare(
            #"SELECT "step", "checksum" FROM "table_steps" WHERE "table" = ?1"#)
        try query.bind(table, at: 1)
        var checksums: [Int: String] = [:]
        while try query.step() { checksums[Int(query.int64(at: 0))] = query.string(at: 1) }
        return checksums
    }

    /// Whether the database records every step of `steps` for `table`, each with its checksum,
    /// as the app has it: read without a lock, so that an up-to-date database opens writing nothing.
    static func isCurrent(
        _ table: String, steps: [SQLiteMigration], on connection: SQLiteConnection
    ) throws(SQLiteError) -> Bool {
        guard try version(of: table, on: connection) == steps.last?.version else { return false }
        let checksums = try checksums(of: table, on: connection)
        return steps.allSatisfy { checksums[$0.version] == MigrationCore.checksum($0.sql) }
            && checksums.count == steps.count
    }

    /// The newest step of `table` the database records; 0 when none.
    static func version(of table: String, on connection: SQLiteConnection) throws(SQLiteError) -> Int {
        let query = try connection.prepare(
            #"SELECT "version" FROM "table_versions" WHERE "table" = ?1"#)
        try query.bind(table, at: 1)
        guard try query.step() else { return 0 }
        return Int(query.int64(at: 0))
    }
}
