import Domain

// A project query in SQL, cached by shape like todo queries (see TodoQuery+SQL.swift).

/// Whether a ``ProjectFilter`` filters by name: the key its WHERE clause is cached under.
struct ProjectFilterShape: Hashable {
    let name: Bool

    init(_ filter: ProjectFilter) {
        name = !(filter.nameContains ?? "").isEmpty
    }

    var whereClause: String {
        name ? " WHERE \(SQLiteTextFunctions.containsFunction)(name, ?)" : ""
    }

    /// Binds `filter`'s values from parameter 1; returns the next free parameter index.
    static func bind(_ filter: ProjectFilter, to statement: SQLiteStatement) throws(SQLiteError) -> Int32 {
        guard let name = filter.nameContains, !name.isEmpty else { return 1 }
        try statement.bind(name, at: 1)
        return 2
    }
}

/// A project query's shape: its filter's conditions and its sort.
struct ProjectQueryShape: Hashable {
    let filter: ProjectFilterShape
    let sort: ProjectSort

    init(_ query: ProjectQuery) {
        filter = ProjectFilterShape(query.filter)
        sort = query.sort
    }

    var selectSQL: String {
        let way = sort.direction == .ascending ? "ASC" : "DESC"
        let key: String
        switch sort.field {
        case .name: key = "name COLLATE \(SQLiteTextFunctions.ignoringCaseCollation) \(way)"
        case .createdAt: key = "created_at \(way)"
        case .updatedAt: key = "updated_at \(way)"
        }
        let columns = ProjectRecord.sqliteColumns
        return "SELECT \(columns) FROM projects\(filter.whereClause) ORDER BY \(key), id ASC LIMIT ? OFFSET ?"
    }

    /// Binds `query`'s filter and page.
    static func bind(_ query: ProjectQuery, to statement: SQLiteStatement) throws(SQLiteError) {
        let index = try ProjectFilterShape.bind(query.filter, to: statement)
        try statement.bind(Int64(query.page?.limit ?? -1), at: index)
        try statement.bind(Int64(query.page?.offset ?? 0), at: index + 1)
    }
}
