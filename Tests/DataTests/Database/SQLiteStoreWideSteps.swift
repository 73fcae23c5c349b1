/// What the app's store-wide steps 1 and 2 made of a SQLite file, frozen as they shipped: the
/// layout `PRAGMA user_version` 1 and 2 name, which the app must go on opening and upgrading.
enum SQLiteStoreWideSteps {
    /// Store-wide step 1: the projects and todos tables.
    static let step1 = """
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
        CREATE INDEX "todos_project_id" ON "todos" ("project_id");
        CREATE INDEX "todos_created_at" ON "todos" ("created_at", "id");
        CREATE INDEX "todos_updated_at" ON "todos" ("updated_at", "id");
        CREATE INDEX "todos_due_date" ON "todos" ("due_date", "id");
        CREATE INDEX "todos_priority" ON "todos" ("priority", "id");
        PRAGMA user_version = 1;
        """

    /// Store-wide step 2: the indexes on the last group of time-ordered ids.
    static let step2 = """
        CREATE INDEX IF NOT EXISTS "projects_id_tail" ON "projects" (substr("id", 25))
            WHERE substr("id", 15, 1) = '7';
        CREATE INDEX IF NOT EXISTS "todos_id_tail" ON "todos" (substr("id", 25))
            WHERE substr("id", 15, 1) = '7';
        PRAGMA user_version = 2;
        """

    /// A project and a todo filed in it, as those versions stored them.
    static let rows = """
        INSERT INTO "projects" VALUES ('0190F5A0-1234-7ABC-8DEF-3F2A1B2C4D5E', 'Home', 'home', 1000, 1000);
        INSERT INTO "todos" ("id", "title", "project_id", "created_at", "updated_at")
            VALUES ('0190F5A0-1234-7ABC-8DEF-00000000000A', 'Water the plants',
                    '0190F5A0-1234-7ABC-8DEF-3F2A1B2C4D5E', 2000, 2000);
        """
}
