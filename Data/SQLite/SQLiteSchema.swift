import Data

/// The schema of the SQLite store: every entity's table has numbered steps of its own
/// (``SQLiteTableSchema/migrations``), recorded per table (``SQLiteTableVersions``). Ordinary
/// SQL that the `sqlite3` shell reads, dumps and checks (`.schema`, `PRAGMA integrity_check`): no
/// custom collation or function appears in a step; those are registered on our connections for
/// queries only.
///
/// Column conventions:
/// - ids are TEXT holding the upper-case UUID string (`UUID.uuidString`), whose byte order is
///   the order Domain breaks sort ties by;
/// - times (`created_at`, `updated_at`, a date field's column) are INTEGER milliseconds since
///   1970-01-01T00:00:00Z (UTC), the precision Domain rounds every time to;
/// - Booleans are 0 or 1, a ranked enum's case its rank, a unique field's folded key
///   (`projects.name_key`) a column of its own under a UNIQUE index (see each record and schema).
///
/// `PRAGMA user_version` says which layout the file has (``format``). Each open first reads
/// whether anything is missing, and takes the write lock to upgrade (`SQLiteSchema+Upgrade.swift`)
/// only when something is, so that opening an up-to-date file (every command) writes nothing and
/// never waits behind another process's write.
enum SQLiteSchema {
    /// The `PRAGMA user_version` of a file whose every table records its own steps. An app
    /// from before reads it as a newer schema and leaves the file untouched.
    static let format = 3

    /// Runs the steps that every entity's table lacks, in one IMMEDIATE transaction: after a
    /// crash the file is as it was or up to date.
    static func createTables(on connection: SQLiteConnection) throws(SQLiteError) {
        guard try !isCurrent(on: connection) else { return }
        try connection.writeTransaction { () throws(SQLiteError) in try upgrade(on: connection) }
    }

    /// Whether the file is at ``format``, records every table's steps with the app's checksums,
    /// has every index its description names, and no table the app does not know has a foreign
    /// key: everything an upgrade would make, read without a lock.
    private static func isCurrent(on connection: SQLiteConnection) throws(SQLiteError) -> Bool {
        guard try formatFound(on: connection) == format else { return false }
        let recorded = try recordedSteps(on: connection)
        let names = try objectNames(on: connection)
        for schema in Schemas.all
        where !hasRun(schema.migrations, recorded: recorded[schema.table] ?? [:]) || !hasEveryObject(schema, names) {
            return false
        }
        for table in try unknownTables(on: connection) where try hasForeignKeys(table, on: connection) {
            return false
        }
        return true
    }

    /// The checksum of each step the file records, by table and step.
    static func recordedSteps(on connection: SQLiteConnection) throws(SQLiteError) -> [String: [Int: String]] {
        let query = try connection.prepare(#"SELECT "table", "step", "checksum" FROM "table_steps""#)
        var recorded: [String: [Int: String]] = [:]
        while try query.step() {
            recorded[query.string(at: 0), default: [:]][Int(query.int64(at: 1))] = query.string(at: 2)
        }
        return recorded
    }

    /// Whether `recorded` (a table's steps, each with its checksum) is exactly `steps`.
    static func hasRun(_ steps: [SQLiteMigration], recorded: [Int: String]) -> Bool {
        recorded.count == steps.count && steps.allSatisfy { recorded[$0.version] == MigrationCore.checksum($0.sql) }
    }

    /// Whether the table and every index `schema`'s description names are in `names`.
    static func hasEveryObject<Schema: SQLiteTableSchema>(_: Schema.Type, _ names: Set<String>) -> Bool {
        SQLiteTableSQL<Schema>.objectNames.allSatisfy(names.contains)
    }

    /// The names of the file's tables and indexes.
    static func objectNames(on connection: SQLiteConnection) throws(SQLiteError) -> Set<String> {
        let query = try connection.prepare("SELECT name FROM sqlite_schema WHERE type IN ('table', 'index')")
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
