// The projects table in PostgreSQL: the steps of `ProjectSchema+SQLite.swift`, one for one, in
// PostgreSQL's types (`PostgreSQLSchema`'s conventions: BIGINT integers and milliseconds, text
// compared byte by byte), recorded per table (`PostgreSQLTableVersions`). Steps 1 and 2 are what
// the store-wide steps 1 and 2 of earlier versions did to this table.
extension ProjectSchema {
    package static let postgreSQLMigrations = [
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
            version: 2, name: "index on the last group of time-ordered ids", sql: migrations[1].sql),
    ]
}
