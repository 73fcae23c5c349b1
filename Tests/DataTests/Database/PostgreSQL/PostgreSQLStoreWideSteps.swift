/// What the app's store-wide steps 1 and 2 made of a PostgreSQL database, frozen as they
/// shipped, with their record in `schema_migrations`: the layout the app must go on opening.
enum PostgreSQLStoreWideSteps {
    /// Store-wide steps 1 and 2 and their records.
    static let steps = """
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

        CREATE INDEX IF NOT EXISTS "projects_id_tail" ON "projects" (substr("id", 25))
            WHERE substr("id", 15, 1) = '7';
        CREATE INDEX IF NOT EXISTS "todos_id_tail" ON "todos" (substr("id", 25))
            WHERE substr("id", 15, 1) = '7';

        CREATE TABLE schema_migrations (
            version bigint PRIMARY KEY,
            name text NOT NULL,
            applied_at timestamptz NOT NULL DEFAULT now()
        );
        INSERT INTO schema_migrations (version, name) VALUES
            (1, 'text matching functions, projects and todos'),
            (2, 'indexes on the last group of time-ordered ids');

        INSERT INTO "projects" VALUES ('0190F5A0-1234-7ABC-8DEF-3F2A1B2C4D5E', 'Home', 'home', 1000, 1000);
        INSERT INTO "todos" ("id", "title", "project_id", "created_at", "updated_at")
            VALUES ('0190F5A0-1234-7ABC-8DEF-00000000000A', 'Water the plants',
                    '0190F5A0-1234-7ABC-8DEF-3F2A1B2C4D5E', 2000, 2000);
        """
}
