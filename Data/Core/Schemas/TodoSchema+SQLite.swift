import Domain

// The todos table in SQL, SQLite's and PostgreSQL's: its columns (read and bound by
// `TodoRecord.swift`) and its query (`TodoQuery+SQL.swift`).
extension TodoSchema: SQLiteTableSchema {
    package static let columns = [
        SQLColumn("id", .text, "NOT NULL PRIMARY KEY"),
        SQLColumn("title", .text, "NOT NULL"),
        SQLColumn("notes", .text, "NOT NULL DEFAULT ''"),
        SQLColumn("is_completed", .integer, "NOT NULL DEFAULT 0 CHECK (\"is_completed\" IN (0, 1))"),
        SQLColumn("priority", .integer, "NOT NULL DEFAULT 1 CHECK (\"priority\" IN (0, 1, 2))"),
        SQLColumn("due_date", .integer),
        SQLColumn("project_id", .text),
        SQLColumn("created_at", .integer, "NOT NULL"),
        SQLColumn("updated_at", .integer, "NOT NULL"),
    ]
    /// One per sort key, with the id that breaks ties, so a sorted page reads in order.
    package static let indexes = [
        ["created_at", "id"], ["updated_at", "id"], ["due_date", "id"], ["priority", "id"],
    ]
    /// The table's history, oldest first (`SQLiteTableVersions`); a shipped step is never
    /// edited, a change is a new step. Steps 1 and 2 are what the store-wide steps 1 and 2 of
    /// earlier versions did to this table (`MigrationCore.storeWideTables`). PostgreSQL's steps
    /// are the same, in its types (`TodoSchema+PostgreSQL.swift`).
    package static let migrations = [
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

    package static func shape(of filter: TodoFilter) -> TodoFilterShape { TodoFilterShape(filter) }
    package static func whereClause(_ shape: TodoFilterShape, _ placeholders: inout SQLPlaceholders) -> String {
        shape.whereClause(&placeholders)
    }
    package static func bind<Binder: SQLValueBinder>(
        _ filter: TodoFilter, to binder: Binder
    ) throws(Binder.Failure) -> Int32 {
        try TodoFilterShape.bind(filter, to: binder)
    }
    package static func sortKey(_ sort: TodoSort) -> SQLSortKey { sort.sqlKey }
}
