// The projects table as it was before the scaffold wrote its schema, kept as shipped: the
// generated schema (`ProjectSchema+SQLite.swift`, `ProjectSchema+PostgreSQL.swift`) starts its
// steps from these (the manifest's `handWrittenSteps`), since every file and database in use ran
// them and records each one's checksum. Steps 1 and 2 are what the store-wide steps 1 and 2 of
// earlier versions did to this table (`MigrationCore.storeWideTables`). A shipped step is never
// edited; a change is a new step, which the scaffold appends.
extension ProjectSchema {
    /// Steps 1 and 2 in SQLite. The name's folded key (`name_key`) is the third column, not the
    /// last as a generated table's key column is: statements name their columns, so the
    /// description's order (`columns`) need not be the table's.
    static let handWrittenMigrations = [
        SQLiteMigration(
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
                """
        ),
        // Time-ordered (version 7) ids are shown and typed by their last group, the part that
        // differs (`IDPrefix`): an index on that group for those rows alone makes an id prefix a
        // range of it, as a prefix of the whole id is a range of the primary key.
        SQLiteMigration(
            version: 2,
            sql: """
                CREATE INDEX IF NOT EXISTS "projects_id_tail" ON "projects" (substr("id", 25))
                    WHERE substr("id", 15, 1) = '7';
                """
        ),
    ]

    /// Steps 1 and 2 in PostgreSQL. Step 1 also creates the text functions every table's queries
    /// use, since projects was the first table every database has.
    static let handWrittenPostgreSQLMigrations = [
        PostgreSQLMigration(
            version: 1,
            name: "text matching functions, projects",
            sql: """
                -- Domain's text rules (Domain/Queries/TextMatching.swift), which SQLite registers as
                -- Swift functions: "contains, ignoring case", and a key that orders as lower case
                -- compared by code point. ICU's lower() folds every script, not only ASCII. They
                -- come with the first table every database has, and every table's queries use them.
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
                """
        ),
        PostgreSQLMigration(
            version: 2, name: "index on the last group of time-ordered ids", sql: handWrittenMigrations[1].sql),
    ]
}

extension ProjectSchema {
    /// File-store records written before the record was generated carry the folded name as a
    /// member (`nameKey`): read and ignored, since every store folds the name itself now.
    package static let removedMembers: Set<String> = ["nameKey"]
}
