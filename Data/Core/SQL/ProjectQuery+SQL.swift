import Domain

// A project query in SQL, in either dialect; see TodoQuery+SQL.swift.

/// Whether a ``ProjectFilter`` filters by name: the key its WHERE clause is cached under.
package struct ProjectFilterShape: Hashable {
    let name: Bool

    init(_ filter: ProjectFilter) {
        name = !(filter.nameContains ?? "").isEmpty
    }

    /// ` WHERE ...` (or nothing), with its parameter from `placeholders`.
    func whereClause(_ placeholders: inout SQLPlaceholders) -> String {
        name ? " WHERE \(SQLiteTextFunctions.containsFunction)(\"name\", \(placeholders.next()))" : ""
    }

    /// Binds `filter`'s values from parameter 1; returns the next free parameter index.
    static func bind<Binder: SQLValueBinder>(
        _ filter: ProjectFilter, to binder: Binder
    ) throws(Binder.Failure) -> Int32 {
        guard let name = filter.nameContains, !name.isEmpty else { return 1 }
        try binder.bind(name, at: 1)
        return 2
    }
}

extension ProjectSort {
    /// The column and how it orders: names ignoring case.
    var sqlKey: SQLSortKey {
        switch field {
        case .name: SQLSortKey("name", direction, ignoringCase: true)
        case .createdAt: SQLSortKey("created_at", direction)
        case .updatedAt: SQLSortKey("updated_at", direction)
        }
    }
}
