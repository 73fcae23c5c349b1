import Data

// What an open does to a file that lacks something (`SQLiteSchema.createTables`): a new file, a
// table behind the app's steps, a file of an app from before every table kept its own steps, an
// index dropped by hand, a table of a removed entity still holding foreign keys. An up-to-date
// file, every command's, never comes here.
extension SQLiteSchema {
    /// Runs the steps that every entity's table lacks, taking over a file of store-wide steps
    /// first. Call it inside a write transaction: after a crash the file is as it was or up to date.
    static func upgrade(on connection: SQLiteConnection) throws(SQLiteError) {
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

    /// Creates again an index of `schema`'s description that is missing (dropped by hand, say),
    /// from the description, `IF NOT EXISTS`: its steps made it once and will not run again.
    private static func restoreMissingObjects<Schema: SQLiteTableSchema>(
        _: Schema.Type, on connection: SQLiteConnection
    ) throws(SQLiteError) {
        guard try !hasEveryObject(Schema.self, objectNames(on: connection)) else { return }
        try connection.execute(SQLiteTableSQL<Schema>.createSQL)
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
            "SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?1) ORDER BY cid")
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
            "SELECT sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = ?1 AND sql IS NOT NULL")
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
            #"INSERT OR IGNORE INTO "table_versions" ("table", "version") VALUES (?1, ?2)"#)
        for table in MigrationCore.storeWideTables {
            try record.bind(table, at: 1)
            try record.bind(Int64(storeWide), at: 2)
            _ = try record.step()
            record.reset()
        }
    }
}
