import Domain
import Foundation

// A todo query in SQL (see ``SQLiteTableSchema``): the WHERE clause of each filter shape, its
// parameters, and the ORDER BY of each sort, in either dialect (``SQLDialect``). Identifiers are
// quoted, as everywhere.

/// Which conditions a ``TodoFilter`` uses: the key its WHERE clause is cached under.
package struct TodoFilterShape: Hashable {
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

    /// ` WHERE ...` (or nothing), with parameters from `placeholders` in the order `bind` binds them.
    func whereClause(_ placeholders: inout SQLPlaceholders) -> String {
        var conditions: [String] = []
        if completion { conditions.append("\"is_completed\" = \(placeholders.next())") }
        switch project {
        case .any: break
        case .none: conditions.append("\"project_id\" IS NULL")
        case .one: conditions.append("\"project_id\" = \(placeholders.next())")
        }
        if priority { conditions.append("\"priority\" = \(placeholders.next())") }
        if text {
            let contains = SQLiteTextFunctions.containsFunction
            let title = placeholders.next()
            let notes = placeholders.next()
            conditions.append("(\(contains)(\"title\", \(title)) OR \(contains)(\"notes\", \(notes)))")
        }
        // A NULL due date compares as neither before nor after: such todos never match.
        if dueBefore { conditions.append("\"due_date\" < \(placeholders.next())") }
        if dueAfter { conditions.append("\"due_date\" > \(placeholders.next())") }
        return conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    }

    /// Binds `filter`'s values from parameter 1; returns the next free parameter index.
    static func bind<Binder: SQLValueBinder>(
        _ filter: TodoFilter, to binder: Binder
    ) throws(Binder.Failure) -> Int32 {
        var index: Int32 = 1
        func next() -> Int32 {
            defer { index += 1 }
            return index
        }
        switch filter.completion {
        case .any: break
        case .open: try binder.bind(false, at: next())
        case .done: try binder.bind(true, at: next())
        }
        if case .project(let id) = filter.project { try binder.bind(id, at: next()) }
        if let priority = filter.priority { try binder.bind(Int64(priority.rawValue), at: next()) }
        if let text = filter.text, !text.isEmpty {
            try binder.bind(text, at: next())
            try binder.bind(text, at: next())
        }
        if let dueBefore = filter.dueBefore {
            try binder.bind(MillisecondBounds.firstNotBefore(dueBefore), at: next())
        }
        if let dueAfter = filter.dueAfter {
            try binder.bind(MillisecondBounds.lastNotAfter(dueAfter), at: next())
        }
        return index
    }
}

extension TodoSort {
    /// The column and how it orders: missing due dates last both ways, titles ignoring case.
    var sqlKey: SQLSortKey {
        switch field {
        case .createdAt: SQLSortKey("created_at", direction)
        case .updatedAt: SQLSortKey("updated_at", direction)
        case .priority: SQLSortKey("priority", direction)
        case .title: SQLSortKey("title", direction, ignoringCase: true)
        case .dueDate: SQLSortKey("due_date", direction, optional: true)
        }
    }
}
