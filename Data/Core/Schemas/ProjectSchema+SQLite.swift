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

    package static func shape(of filter: ProjectFilter) -> ProjectFilterShape { ProjectFilterShape(filter) }
    package static func whereClause(_ shape: ProjectFilterShape, _ placeholders: inout SQLPlaceholders) -> String {
        shape.whereClause(&placeholders)
    }
    package static func bind<Binder: SQLValueBinder>(
        _ filter: ProjectFilter, to binder: Binder
    ) throws(Binder.Failure) -> Int32 {
        try ProjectFilterShape.bind(filter, to: binder)
    }
    package static func orderBy(_ sort: ProjectSort, in dialect: SQLDialect) -> String { sort.orderBy(in: dialect) }
}
