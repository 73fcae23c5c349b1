import Domain

// The todos table in SQLite: its columns (read and bound by `TodoRecord+SQLite.swift`) and its
// query in SQL (`TodoQuery+SQL.swift`).
extension TodoSchema: SQLiteTableSchema {
    static let columns = [
        SQLiteColumn("id", "TEXT NOT NULL PRIMARY KEY"),
        SQLiteColumn("title", "TEXT NOT NULL"),
        SQLiteColumn("notes", "TEXT NOT NULL DEFAULT ''"),
        SQLiteColumn("is_completed", "INTEGER NOT NULL DEFAULT 0 CHECK (\"is_completed\" IN (0, 1))"),
        SQLiteColumn("priority", "INTEGER NOT NULL DEFAULT 1 CHECK (\"priority\" IN (0, 1, 2))"),
        SQLiteColumn("due_date", "INTEGER"),
        SQLiteColumn("project_id", "TEXT"),
        SQLiteColumn("created_at", "INTEGER NOT NULL"),
        SQLiteColumn("updated_at", "INTEGER NOT NULL"),
    ]
    /// One per sort key, with the id that breaks ties, so a sorted page reads in order.
    static let indexes = [["created_at", "id"], ["updated_at", "id"], ["due_date", "id"], ["priority", "id"]]

    static func shape(of filter: TodoFilter) -> TodoFilterShape { TodoFilterShape(filter) }
    static func whereClause(_ shape: TodoFilterShape) -> String { shape.whereClause }
    static func bind(_ filter: TodoFilter, to statement: SQLiteStatement) throws(SQLiteError) -> Int32 {
        try TodoFilterShape.bind(filter, to: statement)
    }
    static func orderBy(_ sort: TodoSort) -> String { sort.orderBy }
}
