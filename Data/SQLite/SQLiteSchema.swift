import Data

/// The schema of the SQLite store, as migrations. Ordinary SQL that the `sqlite3` shell reads,
/// dumps and checks (`.schema`, `PRAGMA integrity_check`): no custom collation or function
/// appears here; those are registered on our connections for queries only.
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
/// A generated entity's table has numbered steps of its own (``SQLiteTableSchema/migrations``),
/// recorded per table (``SQLiteTableVersions``), run on every open: that is how an entity added
/// later gets its table, and a later change to its fields reaches an existing database, with no
/// step here that `scripts/scaffold --remove` would have to take back. Todo's and Project's tables
/// are also created from their descriptions on every open, `IF NOT EXISTS`; their descriptions
/// give exactly the tables of step 1 (a test compares them), so for them it is a no-op. A change
/// to Todo's or Project's table is a new numbered step here. Each open first reads whether
/// anything is missing and takes the write lock only when it is, so that opening an up-to-date
/// file (every command) writes nothing and never waits behind another process's write.
enum SQLiteSchema {
    /// Every step, oldest first. Append; never change what a shipped step does (quoting its
    /// identifiers, as step 1 now does, changes no table).
    static let migrator = SQLiteMigrator(migrations: [version1, version2])

    static let version1 = SQLiteMigration(
        version: 1,
        sql: """
            CREATE TABLE "projects" (
                "id" TEXT NOT NULL PRIMARY KEY,
                "name" TEXT NOT NULL,
                "name_key" TEXT NOT NULL,
                "created_at" INTEGER NOT NULL,
                "updated_at" INTEGER NOT NULL
            );
            CREATE UNIQUE INDEX "projects_name_key" ON "projects" ("name_key");

            CREATE TABLE "todos" (
                "id" TEXT NOT NULL PRIMARY KEY,
                "title" TEXT NOT NULL,
                "notes" TEXT NOT NULL DEFAULT '',
                "is_completed" INTEGER NOT NULL DEFAULT 0 CHECK ("is_completed" IN (0, 1)),
                "priority" INTEGER NOT NULL DEFAULT 1 CHECK ("priority" IN (0, 1, 2)),
                "due_date" INTEGER,
                "project_id" TEXT REFERENCES "projects" ("id") ON DELETE RESTRICT,
                "created_at" INTEGER NOT NULL,
                "updated_at" INTEGER NOT NULL
            );
            -- Finds a project's todos: the project filter, and the check that refuses to delete
            -- a project in use, which would otherwise scan every todo.
            CREATE INDEX "todos_project_id" ON "todos" ("project_id");
            -- One per sort key, with the id that breaks ties, so a sorted page reads in order.
            CREATE INDEX "todos_created_at" ON "todos" ("created_at", "id");
            CREATE INDEX "todos_updated_at" ON "todos" ("updated_at", "id");
            CREATE INDEX "todos_due_date" ON "todos" ("due_date", "id");
            CREATE INDEX "todos_priority" ON "todos" ("priority", "id");
            """
    )

    /// Time-ordered (version 7) ids are shown and typed by their last group, the part that
    /// differs (`IDPrefix`), so each table gets an index on that group for its version 7 rows
    /// alone: an id prefix is then a range of it, as a prefix of the whole id is a range of the
    /// primary key.
    /// `SQLiteTableSQL.createSQL` gives every other entity's table the same index.
    static let version2 = SQLiteMigration(version: 2, sql: IDTailIndexes.sql)
}

extension SQLiteSchema {
    /// Creates every entity's table and indexes that do not exist yet, and runs the steps that
    /// generated entities' tables lack, in one transaction.
    static func createTables(on connection: SQLiteConnection) throws(SQLiteError) {
        // Every table, index and step there already, the usual case: nothing to write, so no
        // write lock to take (a read-only command would otherwise queue behind another process's
        // write). Anything missing takes the lock, where every statement checks again.
        guard try !hasEveryTable(on: connection) else { return }
        try connection.writeTransaction { () throws(SQLiteError) in
            for schema in Schemas.all {
                try create(schema, on: connection)
            }
        }
    }

    /// Whether every table and index ``createTables(on:)`` would create exists, and every
    /// generated entity's table has its newest step; read without a lock.
    private static func hasEveryTable(on connection: SQLiteConnection) throws(SQLiteError) -> Bool {
        let names = try objectNames(on: connection)
        for schema in Schemas.all where try !isComplete(schema, names: names, on: connection) {
            return false
        }
        return true
    }

    private static func isComplete<Schema: SQLiteTableSchema>(
        _: Schema.Type, names: Set<String>, on connection: SQLiteConnection
    ) throws(SQLiteError) -> Bool {
        guard !Schema.migrations.isEmpty else { return SQLiteTableSQL<Schema>.objectNames.allSatisfy(names.contains) }
        guard names.contains(SQLiteTableVersions.table), names.contains(SQLiteTableVersions.stepsTable) else {
            return false
        }
        return try SQLiteTableVersions.isCurrent(Schema.table, steps: Schema.migrations, on: connection)
    }

    /// The names of the database's tables and indexes.
    private static func objectNames(on connection: SQLiteConnection) throws(SQLiteError) -> Set<String> {
        let query = try connection.prepare(
            "SELECT name FROM sqlite_schema WHERE type IN ('table', 'index')", persistent: false)
        var names: Set<String> = []
        while try query.step() { names.insert(query.string(at: 0)) }
        return names
    }

    /// `schema`'s table: by its own steps when it has them, else from its description.
    private static func create<Schema: SQLiteTableSchema>(
        _: Schema.Type, on connection: SQLiteConnection
    ) throws(SQLiteError) {
        if Schema.migrations.isEmpty {
            try connection.execute(createSQL(Schema.self))
        } else {
            try SQLiteTableVersions.migrate(Schema.table, steps: Schema.migrations, on: connection)
        }
    }

    /// `schema`'s table and indexes, `IF NOT EXISTS`.
    static func createSQL<Schema: SQLiteTableSchema>(_: Schema.Type) -> String {
        SQLiteTableSQL<Schema>.createSQL
    }
}
