import Domain
import Foundation

// A todo query in SQL (see ``SQLiteTableSchema``): the WHERE clause of each filter shape, its
// parameters, and the ORDER BY of each sort. Identifiers are quoted, as everywhere.

/// Which conditions a ``TodoFilter`` uses: the key its WHERE clause is cached under.
struct TodoFilterShape: Hashable {
    enum ProjectCondition: Hashable {
        case any
        case none
        case one
    }

    let completion: Bool
    let project: ProjectCondition
    let priority: Bool
    let text: Bool
    let dueBefore: Bool
    let dueAfter: Bool

    init(_ filter: TodoFilter) {
        completion = filter.completion != .any
        switch filter.project {
        case .any: project = .any
        case .none: project = .none
        case .project: project = .one
        }
        priority = filter.priority != nil
        text = !(filter.text ?? "").isEmpty
        dueBefore = filter.dueBefore != nil
        dueAfter = filter.dueAfter != nil
    }

    /// ` WHERE ...` (or nothing), with parameters in the order `bind` binds them.
    var whereClause: String {
        var conditions: [String] = []
        if completion { conditions.append("\"is_completed\" = ?") }
        switch project {
        case .any: break
        case .none: conditions.append("\"project_id\" IS NULL")
        case .one: conditions.append("\"project_id\" = ?")
        }
        if priority { conditions.append("\"priority\" = ?") }
        if text {
            let contains = SQLiteTextFunctions.containsFunction
            conditions.append("(\(contains)(\"title\", ?) OR \(contains)(\"notes\", ?))")
        }
        // A NULL due date compares as neither before nor after: such todos never match.
        if dueBefore { conditions.append("\"due_date\" < ?") }
        if dueAfter { conditions.append("\"due_date\" > ?") }
        return conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    }

    /// Binds `filter`'s values from parameter 1; returns the next free parameter index.
    static func bind(_ filter: TodoFilter, to statement: SQLiteStatement) throws(SQLiteError) -> Int32 {
        var index: Int32 = 1
        func next() -> Int32 {
            defer { index += 1 }
            return index
        }
        switch filter.completion {
        case .any: break
        case .open: try statement.bind(false, at: next())
        case .done: try statement.bind(true, at: next())
        }
        if case .project(let id) = filter.project { try statement.bind(id, at: next()) }
        if let priority = filter.priority { try statement.bind(Int64(priority.rawValue), at: next()) }
        if let text = filter.text, !text.isEmpty {
            try statement.bind(text, at: next())
            try statement.bind(text, at: next())
        }
        if let dueBefore = filter.dueBefore {
            try statement.bind(MillisecondBounds.firstNotBefore(dueBefore), at: next())
        }
        if let dueAfter = filter.dueAfter {
            try statement.bind(MillisecondBounds.lastNotAfter(dueAfter), at: next())
        }
        return index
    }
}

extension TodoSort {
    /// The ORDER BY terms: the field, then id ascending whatever the direction, as Domain's
    /// reference order does. Missing due dates come last both ways (`due_date IS NULL` first).
    var orderBy: String {
        let key: String
        switch field {
        case .createdAt: key = "\"created_at\""
        case .updatedAt: key = "\"updated_at\""
        case .priority: key = "\"priority\""
        case .title: key = "\"title\" COLLATE \(SQLiteTextFunctions.ignoringCaseCollation)"
        case .dueDate: key = "\"due_date\" IS NULL, \"due_date\""
        }
        return direction.orderBy(key)
    }
}
