import Domain

// The todos table in SQL, SQLite's and PostgreSQL's: its columns (read and bound by
// `TodoRecord+SQLite.swift`) and its query (`TodoQuery+SQL.swift`).
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

    package static func shape(of filter: TodoFilter) -> TodoFilterShape { TodoFilterShape(filter) }
    package static func whereClause(_ shape: TodoFilterShape, _ placeholders: inout SQLPlaceholders) -> String {
        shape.whereClause(&placeholders)
    }
    package static func bind<Binder: SQLValueBinder>(
        _ filter: TodoFilter, to binder: Binder
    ) throws(Binder.Failure) -> Int32 {
        try TodoFilterShape.bind(filter, to: binder)
    }
    package static func orderBy(_ sort: TodoSort, in dialect: SQLDialect) -> String { sort.orderBy(in: dialect) }
}
