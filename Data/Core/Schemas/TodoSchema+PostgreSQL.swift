//
//  TodoSchema+PostgreSQL.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

// The todos table in PostgreSQL: the steps of `TodoSchema+SQLite.swift`, one for one, in
// PostgreSQL's types (`PostgreSQLSchema`'s conventions: BIGINT integers and milliseconds, text
// compared byte by byte), recorded per table (`PostgreSQLTableVersions`).
// The first 2 steps are kept as shipped, by hand (`TodoSchema+History.swift`).
extension TodoSchema {
    package static let postgreSQLMigrations = handWrittenPostgreSQLMigrations
}
