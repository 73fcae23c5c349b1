import Domain

// A project query in SQL; see TodoQuery+SQL.swift.

/// Whether a ``ProjectFilter`` filters by name: the key its WHERE clause is cached under.
struct ProjectFilterShape: Hashable {
    let name: Bool

    init(_ filter: ProjectFilter) {
        name = !(filter.nameContains ?? "").isEmpty
    }

    var whereClause: String {
        name ? " WHERE \(SQLiteTextFunctions.containsFunction)(\"name\", ?)" : ""
    }

    /// Binds `filter`'s values from parameter 1; returns the next free parameter index.
    static func bind(_ filter: ProjectFilter, to statement: SQLiteStatement) throws(SQLiteError) -> Int32 {
        guard let name = filter.nameContains, !name.isEmpty else { return 1 }
        try statement.bind(name, at: 1)
        return 2
    }
}

extension ProjectSort {
    /// The ORDER BY terms: the field, then id ascending whatever the direction.
    var orderBy: String {
        let key: String
        switch field {
        case .name: key = "\"name\" COLLATE \(SQLiteTextFunctions.ignoringCaseCollation)"
        case .createdAt: key = "\"created_at\""
        case .updatedAt: key = "\"updated_at\""
        }
        return direction.orderBy(key)
    }
}
