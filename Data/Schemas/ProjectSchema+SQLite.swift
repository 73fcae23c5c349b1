import Domain

// The projects table in SQLite: its columns (read and bound by `ProjectRecord+SQLite.swift`)
// and its query in SQL (`ProjectQuery+SQL.swift`). `name_key` gets its UNIQUE index from the
// schema's unique key.
extension ProjectSchema: SQLiteTableSchema {
    static let columns = [
        SQLiteColumn("id", "TEXT NOT NULL PRIMARY KEY"),
        SQLiteColumn("name", "TEXT NOT NULL"),
        SQLiteColumn("name_key", "TEXT NOT NULL"),
        SQLiteColumn("created_at", "INTEGER NOT NULL"),
        SQLiteColumn("updated_at", "INTEGER NOT NULL"),
    ]

    static func shape(of filter: ProjectFilter) -> ProjectFilterShape { ProjectFilterShape(filter) }
    static func whereClause(_ shape: ProjectFilterShape) -> String { shape.whereClause }
    static func bind(_ filter: ProjectFilter, to statement: SQLiteStatement) throws(SQLiteError) -> Int32 {
        try ProjectFilterShape.bind(filter, to: statement)
    }
    static func orderBy(_ sort: ProjectSort) -> String { sort.orderBy }
}
