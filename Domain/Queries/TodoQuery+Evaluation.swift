import Foundation

// The reference meaning of a todo query, run over values in memory. The in-memory and file
// stores use it as it is; SQLite translates the same rules into SQL, and the contract suite holds
// every store to the results these functions give.

extension TodoFilter: EntityFilter {
    /// Whether `todo` is selected by this filter.
    public func matches(_ todo: Todo) -> Bool {
        switch completion {
        case .any: break
        case .open: guard !todo.isCompleted else { return false }
        case .done: guard todo.isCompleted else { return false }
        }
        switch project {
        case .any: break
        case .none: guard todo.projectID == nil else { return false }
        case .project(let id): guard todo.projectID == id else { return false }
        }
        if let priority, todo.priority != priority { return false }
        if let text, !text.isEmpty,
            !TextMatching.contains(todo.title, text), !TextMatching.contains(todo.notes, text)
        {
            return false
        }
        if let dueBefore {
            guard let due = todo.dueDate, due < dueBefore else { return false }
        }
        if let dueAfter {
            guard let due = todo.dueDate, due > dueAfter else { return false }
        }
        return true
    }
}

extension TodoSort: EntitySort {
    /// Whether `lhs` comes before `rhs`: a strict total order, ties broken by id ascending.
    public func areInIncreasingOrder(_ lhs: Todo, _ rhs: Todo) -> Bool {
        let order = compare(lhs, rhs)
        if order != 0 { return direction == .ascending ? order < 0 : order > 0 }
        return lhs.id.precedes(rhs.id)
    }

    /// Where `todo` stands in this order: its sort field's value and its id.
    public func cursor(of todo: Todo) -> PageCursor {
        PageCursor(key: key(of: todo), id: todo.id)
    }

    /// The sort field's value in `todo`.
    private func key(of todo: Todo) -> SortKey {
        switch field {
        case .createdAt: SortKey(todo.createdAt)
        case .updatedAt: SortKey(todo.updatedAt)
        case .priority: SortKey(todo.priority.rawValue)
        case .title: SortKey(todo.title)
        case .dueDate: SortKey(todo.dueDate)
        }
    }

    /// Compares by the sort field alone, ascending (``FieldOrder``); a missing due date counts as
    /// after every date and so comes last in either direction.
    private func compare(_ lhs: Todo, _ rhs: Todo) -> Int {
        switch field {
        case .createdAt: FieldOrder.compare(lhs.createdAt, rhs.createdAt)
        case .updatedAt: FieldOrder.compare(lhs.updatedAt, rhs.updatedAt)
        case .priority: FieldOrder.compare(lhs.priority.rawValue, rhs.priority.rawValue)
        case .title: FieldOrder.compare(lhs.title, rhs.title)
        case .dueDate:
            FieldOrder.compare(lhs.dueDate, rhs.dueDate, missingLastIn: direction) { FieldOrder.compare($0, $1) }
        }
    }
}

extension TodoQuery: EntityQuery {}
