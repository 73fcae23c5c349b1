//
//  TodoSchema+SQLite.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain

// The todos table in SQL, SQLite's and PostgreSQL's: its columns (read and bound by
// `TodoRecord.swift`) and its query (`TodoQuery+SQL.swift`). Ids are upper-case UUID text, times INTEGER
// milliseconds since 1970 (UTC), arrays JSON text.
extension TodoSchema: SQLiteTableSchema {
    // Differs from the template only in `is_completed`'s CHECK, which the shipped step 1 made
    // (TodoSchema+History.swift) and a generated Bool column lacks: writing it for every Bool
    // would edit the shipped step 1 of every generated entity that has one.
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
    /// The table's history, oldest first; the database records the newest step it has run
    /// (`SQLiteTableVersions`). The first 2 steps made the table before the scaffold wrote its
    /// schema and are kept as shipped, by hand (`TodoSchema+History.swift`); each
    /// `scaffold --add-field` or `--remove-field` appends a step, which an existing database runs
    /// with its rows in place. A shipped step is never edited. PostgreSQL's steps are the same, in
    /// its types (`TodoSchema+PostgreSQL.swift`).
    package static let migrations = handWrittenMigrations
}
