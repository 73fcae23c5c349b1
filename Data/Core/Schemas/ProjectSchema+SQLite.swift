import Domain

// The projects table in SQL, SQLite's and PostgreSQL's: its columns (read and bound by
// `ProjectRecord+SQLite.swift`) and its query (`ProjectQuery+SQL.swift`). `name_key` gets its
// UNIQUE index from the schema's unique key.
extension ProjectSchema: SQLiteTableSchema {
    package static let columns = [
        SQLColumn("id", .text, "NOT NULL PRIMARY KEY"),
        SQLColumn("name", .text, "NOT NULL"),
        SQLColumn("name_key", .text, "NOT NULL"),
        SQLColumn("created_at", .integer, "NOT NULL"),
        SQLColumn("updated_at", .integer, "NOT NULL"),
    ]
    /// The table's history, oldest first (`SQLiteTableVersions`); a shipped step is never
    /// edited, a change is a new step. Steps 1 and 2 are what the store-wide steps 1 and 2 of
    /// earlier versions did to this table (`MigrationCore.storeWideTables`). PostgreSQL's steps
    /// are the same, in its types (`ProjectSchema+PostgreSQL.swift`).
    package static let migrations = [
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

    package static func shape(of filter: ProjectFilter) -> ProjectFilterShape { ProjectFilterShape(filter) }
    package static func whereClause(_ shape: ProjectFilterShape, _ placeholders: inout SQLPlaceholders) -> String {
        shape.whereClause(&placeholders)
    }
    package static func bind<Binder: SQLValueBinder>(
        _ filter: ProjectFilter, to binder: Binder
    ) throws(Binder.Failure) -> Int32 {
        try ProjectFilterShape.bind(filter, to: binder)
    }
    package static func sortKey(_ sort: ProjectSort) -> SQLSortKey { sort.sqlKey }
}
