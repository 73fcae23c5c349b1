// The todos table in PostgreSQL: the steps of `TodoSchema+SQLite.swift`, one for one, in
// PostgreSQL's types (`PostgreSQLSchema`'s conventions: BIGINT integers and milliseconds, text
// compared byte by byte), recorded per table (`PostgreSQLTableVersions`). Steps 1 and 2 are what
// the store-wide steps 1 and 2 of earlier versions did to this table.
extension TodoSchema {
    package static let postgreSQLMigrations = [
        PostgreSQLMigration(
            version: 1,
            name: "create todos",
            sql: """
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
        ),
        // SQLite's statements, which PostgreSQL reads as they are.
        PostgreSQLMigration(
            version: 2, name: "index on the last group of time-ordered ids", sql: migrations[1].sql),
    ]
}
