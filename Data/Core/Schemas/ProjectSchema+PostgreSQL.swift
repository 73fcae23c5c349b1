//
//  ProjectSchema+PostgreSQL.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

// The projects table in PostgreSQL: the steps of `ProjectSchema+SQLite.swift`, one for one, in
// PostgreSQL's types (`PostgreSQLSchema`'s conventions: BIGINT integers and milliseconds, text
// compared byte by byte), recorded per table (`PostgreSQLTableVersions`).
// The first 2 steps are kept as shipped, by hand (`ProjectSchema+History.swift`).
extension ProjectSchema {
    package static let postgreSQLMigrations = handWrittenPostgreSQLMigrations
}
