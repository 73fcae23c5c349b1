import Domain

// The todos table as it was before the scaffold wrote its schema, kept as shipped: the schema
// (`TodoSchema+SQLite.swift`, `TodoSchema+PostgreSQL.swift`) starts its steps from these, as a
// generated schema does from an entity's `handWrittenSteps`, since every file and database in
// use ran them and records each one's checksum. Steps 1 and 2 are what the store-wide steps 1
// and 2 of earlier versions did to this table (`MigrationCore.storeWideTables`). A shipped step
// is never edited; a change is a new step.
extension TodoSchema {
    /// The indexes step 1 made beyond the references': one per sort key, with the id that breaks
    /// ties, so that a sorted page reads in order.
    package static let indexes = [
        ["created_at", "id"], ["updated_at", "id"], ["due_date", "id"], ["priority", "id"],
    ]

    /// Steps 1 and 2 in SQLite.
    static let handWrittenMigrations = [
        SQLiteMigration(
            version: 1,
            sql: """
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
                CREATE INDEX "todos_created_at" ON "todos" ("created_at", "id");
                CREATE INDEX "todos_updated_at" ON "todos" ("updated_at", "id");
                CREATE INDEX "todos_due_date" ON "todos" ("due_date", "id");
                CREATE INDEX "todos_priority" ON "todos" ("priority", "id");
                """
        ),
        // The index on the last group of time-ordered ids that id prefixes use (see
        // `ProjectSchema.migrations`).
        SQLiteMigration(
            version: 2,
            sql: """
                CREATE INDEX IF NOT EXISTS "todos_id_tail" ON "todos" (substr("id", 25))
                    WHERE substr("id", 15, 1) = '7';
                """
        ),
    ]

    /// Steps 1 and 2 in PostgreSQL.
    static let handWrittenPostgreSQLMigrations = [
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
            version: 2, name: "index on the last group of time-ordered ids", sql: handWrittenMigrations[1].sql),
    ]
}
