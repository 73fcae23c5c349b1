//
//  ProjectSchema+SQLite.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain

// The projects table in SQL, SQLite's and PostgreSQL's: its columns (read and bound by
// `ProjectRecord.swift`) and its query (`ProjectQuery+SQL.swift`). Ids are upper-case UUID text, times INTEGER
// milliseconds since 1970 (UTC), arrays JSON text.
extension ProjectSchema: SQLiteTableSchema {
    package static let columns = [
        SQLColumn("id", .text, "NOT NULL PRIMARY KEY"),
        SQLColumn("name", .text, "NOT NULL"),
        SQLColumn("created_at", .integer, "NOT NULL"),
        SQLColumn("updated_at", .integer, "NOT NULL"),
        SQLColumn("name_key", .text, "NOT NULL"),
    ]
    /// The table's history, oldest first; the database records the newest step it has run
    /// (`SQLiteTableVersions`). The first 2 steps made the table before the scaffold wrote its
    /// schema and are kept as shipped, by hand (`ProjectSchema+History.swift`); each
    /// `scaffold --add-field` or `--remove-field` appends a step, which an existing database runs
    /// with its rows in place. A shipped step is never edited. PostgreSQL's steps are the same, in
    /// its types (`ProjectSchema+PostgreSQL.swift`).
    package static let migrations = handWrittenMigrations
}
