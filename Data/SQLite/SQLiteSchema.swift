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
        try connection.writeTransaction { () throws(SQLiteError) in
            // Read again under the lock: another process may have opened the file meanwhile.
            let found = try formatFound(on: connection)
            guard found <= format else {
                throw SQLiteError(
                    extendedCode: 1,
                    message: MigrationCore.newerSchemaMessage("the database", found: found, newestKnown: format))
            }
            try connection.execute(SQLiteTableVersions.createSQL)
            if found > 0 && found < format { try takeOverStoreWideSteps(found, on: connection) }
            for schema in Schemas.all {
                try SQLiteTableVersions.migrate(schema.table, steps: schema.migrations, on: connection)
                try restoreMissingObjects(schema, on: connection)
            }
            for table in try unknownTables(on: connection) where try hasForeignKeys(table, on: connection) {
                try dropForeignKeys(of: table, on: connection)
            }
            // A pragma takes no parameters; the value is our own integer constant.
            if found != format { try connection.execute("PRAGMA user_version = \(format)") }
        }
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
    private static func hasEveryObject<Schema: SQLiteTableSchema>(_: Schema.Type, names: Set<String>) -> Bool {
        SQLiteTableSQL<Schema>.objectNames.allSatisfy(names.contains)
    }

    /// Creates again an index of `schema`'s description that is missing (dropped by hand, say),
    /// from the description, `IF NOT EXISTS`: its steps made it once and will not run again.
    private static func restoreMissingObjects<Schema: SQLiteTableSchema>(
        _: Schema.Type, on connection: SQLiteConnection
    ) throws(SQLiteError) {
        guard try !hasEveryObject(Schema.self, names: objectNames(on: connection)) else { return }
        try connection.execute(SQLiteTableSQL<Schema>.createSQL)
    }

    /// The names of the file's tables and indexes.
    private static func objectNames(on connection: SQLiteConnection) throws(SQLiteError) -> Set<String> {
        let query = try connection.prepare(
            "SELECT name FROM sqlite_schema WHERE type IN ('table', 'index')", persistent: false)
        var names: Set<String> = []
        while try query.step() { names.insert(query.string(at: 0)) }
        return names
    }

    /// The tables the file records steps of that no entity of the app has (each entity removed
    /// with `scaffold --remove` leaves its table and rows), sorted.
    static func unknownTables(on connection: SQLiteConnection) throws(SQLiteError) -> [String] {
        let known = Set(Schemas.all.map { $0.table })
        let query = try connection.prepare(
            #"SELECT "table" FROM "table_versions" WHERE "table" IN (SELECT name FROM sqlite_schema) ORDER BY 1"#,
            persistent: false)
        var tables: [String] = []
        while try query.step() {
            let table = query.string(at: 0)
            if !known.contains(table) { tables.append(table) }
        }
        return tables
    }

    private static func hasForeignKeys(_ table: String, on connection: SQLiteConnection) throws(SQLiteError) -> Bool {
        let query = try connection.prepare("SELECT count(*) FROM pragma_foreign_key_list(?1)", persistent: false)
        try query.bind(table, at: 1)
        return try query.step() && query.int64(at: 0) > 0
    }

    /// Makes `table`, which no entity of the app has, again without its foreign keys, its rows
    /// and indexes as they were: the entity that checked those references is gone, and with
    /// `ON DELETE RESTRICT` they would refuse deleting the rows of tables the app still has.
    /// Column names, types, NOT NULL, defaults and the primary key are kept; CHECK constraints go
    /// with the foreign keys (SQLite changes constraints only by rebuilding the table).
    private static func dropForeignKeys(of table: String, on connection: SQLiteConnection) throws(SQLiteError) {
        let name = quoted(table)
        let rebuilt = quoted(table + "__without_foreign_keys")
        let info = try connection.prepare(
            "SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?1) ORDER BY cid",
            persistent: false)
        try info.bind(table, at: 1)
        var columns: [String] = []
        var key: [(rank: Int64, name: String)] = []
        while try info.step() {
            var column = "\(quoted(info.string(at: 0))) \(info.string(at: 1))"
            if info.int64(at: 2) != 0 { column += " NOT NULL" }
            if !info.isNull(at: 3) { column += " DEFAULT \(info.string(at: 3))" }
            if info.int64(at: 4) > 0 { key.append((info.int64(at: 4), info.string(at: 0))) }
            columns.append(column)
        }
        if !key.isEmpty {
            let keyColumns = key.sorted { $0.rank < $1.rank }.map { quoted($0.name) }
            columns.append("PRIMARY KEY (\(keyColumns.joined(separator: ", ")))")
        }
        let indexes = try connection.prepare(
            "SELECT sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = ?1 AND sql IS NOT NULL",
            persistent: false)
        try indexes.bind(table, at: 1)
        var indexSQL: [String] = []
        while try indexes.step() { indexSQL.append(indexes.string(at: 0)) }
        try connection.execute(
            """
            CREATE TABLE \(rebuilt) (\(columns.joined(separator: ", ")));
            INSERT INTO \(rebuilt) SELECT * FROM \(name);
            DROP TABLE \(name);
            ALTER TABLE \(rebuilt) RENAME TO \(name);
            \(indexSQL.map { $0 + ";" }.joined(separator: "\n"))
            """)
    }

    /// Records a file of store-wide steps 1...`storeWide` as having run steps 1...`storeWide`
    /// of each of `MigrationCore.storeWideTables`; a table that already records its own is left alone.
    private static func takeOverStoreWideSteps(
        _ storeWide: Int, on connection: SQLiteConnection
    ) throws(SQLiteError) {
        let record = try connection.prepare(
            #"INSERT OR IGNORE INTO "table_versions" ("table", "version") VALUES (?1, ?2)"#, persistent: false)
        for table in MigrationCore.storeWideTables {
            try record.bind(table, at: 1)
            try record.bind(Int64(storeWide), at: 2)
            _ = try record.step()
            record.reset()
        }
    }

    private static func formatFound(on connection: SQLiteConnection) throws(SQLiteError) -> Int {
        Int(try connection.pragmaInteger("PRAGMA user_version"))
    }

    /// `schema`'s table and indexes from its description, `IF NOT EXISTS`: what its steps must
    /// give (a test compares them).
    static func createSQL<Schema: SQLiteTableSchema>(_: Schema.Type) -> String {
        SQLiteTableSQL<Schema>.createSQL
    }
}
