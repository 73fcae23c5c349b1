import Data

/// The schema of the PostgreSQL store, as migrations recorded in `schema_migrations`.
///
/// Column conventions are SQLite's (see `SQLiteSchema`), so that one description serves both:
/// ids are the upper-case UUID text, times `BIGINT` milliseconds since 1970 (UTC), flags and
/// ranks `BIGINT`; text columns compare byte by byte (`COLLATE "C"`), as SQLite's do.
///
/// Every entity's table is also created on every open: a generated entity's by its own numbered
/// steps (``PostgreSQLTableVersions``), any other from its description, `IF NOT EXISTS`
/// (``PostgreSQLTableSQL/createSQL``). Todo's and Project's descriptions give exactly the tables
/// of the steps, so for them it is a no-op.
enum PostgreSQLSchema {
    /// Every step, oldest first. Append; never change what a shipped step does.
    static let migrator = PostgreSQLMigrator(migrations: [version1, version2])

    static let version1 = PostgreSQLMigration(
        version: 1,
        name: "text matching functions, projects and todos",
        sql: """
            -- Domain's text rules (Domain/Queries/TextMatching.swift), which SQLite registers as
            -- Swift functions: "contains, ignoring case", and a key that orders as lower case
            -- compared by code point. ICU's lower() folds every script, not only ASCII.
            CREATE FUNCTION swift_contains(text text, needle text) RETURNS boolean
                LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
                RETURN strpos(lower(text COLLATE "und-x-icu"), lower(needle COLLATE "und-x-icu")) > 0;
            CREATE FUNCTION swift_nocase_key(text text) RETURNS text
                LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
                RETURN lower(text COLLATE "und-x-icu") COLLATE "C";

            CREATE TABLE "projects" (
                "id" TEXT COLLATE "C" NOT NULL PRIMARY KEY,
                "name" TEXT COLLATE "C" NOT NULL,
                "name_key" TEXT COLLATE "C" NOT NULL,
                "created_at" BIGINT NOT NULL,
                "updated_at" BIGINT NOT NULL
            );
            CREATE UNIQUE INDEX "projects_name_key" ON "projects" ("name_key");

            CREATE TABLE "todos" (
                "id" TEXT COLLATE "C" NOT NULL PRIMARY KEY,
                "title" TEXT COLLATE "C" NOT NULL,
                "notes" TEXT COLLATE "C" NOT NULL DEFAULT '',
                "is_completed" BIGINT NOT NULL DEFAULT 0 CHECK ("is_completed" IN (0, 1)),
                "priority" BIGINT NOT NULL DEFAULT 1 CHECK ("priority" IN (0, 1, 2)),
                "due_date" BIGINT,
                "project_id" TEXT COLLATE "C"
                    CONSTRAINT "todos_project_id_fkey" REFERENCES "projects" ("id") ON DELETE RESTRICT,
                "created_at" BIGINT NOT NULL,
                "updated_at" BIGINT NOT NULL
            );
            CREATE INDEX "todos_project_id" ON "todos" ("project_id");
            CREATE INDEX "todos_created_at" ON "todos" ("created_at", "id");
            CREATE INDEX "todos_updated_at" ON "todos" ("updated_at", "id");
            CREATE INDEX "todos_due_date" ON "todos" ("due_date", "id");
            CREATE INDEX "todos_priority" ON "todos" ("priority", "id");
            """
    )

    /// The index on the last group of time-ordered ids, as SQLite's step 2 (see there): an id
    /// prefix typed from a shown short id is then a range of it. The statements are SQLite's,
    /// which PostgreSQL reads as they are.
    static let version2 = PostgreSQLMigration(
        version: 2, name: "indexes on the last group of time-ordered ids", sql: IDTailIndexes.sql)
}

extension PostgreSQLSchema {
    /// Migrates the database, then creates every entity's table and indexes that do not exist
    /// yet, in one transaction under the migrator's lock: two processes opening a new database
    /// at once would otherwise race to create the same table.
    static func prepare(_ connection: PostgreSQLConnection) throws(PostgreSQLMigrationError) {
        try migrator.migrate(connection)
        try connection.transaction { () throws(PostgreSQLMigrationError) in
            do throws(PostgreSQLError) {
                _ = try connection.query("SELECT pg_advisory_xact_lock($1)", [.int64(PostgreSQLMigrator.lockKey)])
            } catch {
                throw .postgres(error)
            }
            for schema in Schemas.all {
                try create(schema, on: connection)
            }
        }
    }

    /// `schema`'s table: by its own steps when it has them (``PostgreSQLTableVersions``), else
    /// from its description.
    private static func create<Schema: SQLiteTableSchema>(
        _: Schema.Type, on connection: PostgreSQLConnection
    ) throws(PostgreSQLMigrationError) {
        guard Schema.postgreSQLMigrations.isEmpty else {
            return try PostgreSQLTableVersions.migrate(
                Schema.table, steps: Schema.postgreSQLMigrations, on: connection)
        }
        do throws(PostgreSQLError) {
            try connection.execute(createSQL(Schema.self))
        } catch {
            throw .postgres(error)
        }
    }

    /// `schema`'s table and indexes, `IF NOT EXISTS`.
    static func createSQL<Schema: SQLiteTableSchema>(_: Schema.Type) -> String {
        PostgreSQLTableSQL<Schema>.createSQL
    }
}
