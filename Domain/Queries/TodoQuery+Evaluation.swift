// The reference meaning of a todo query: the in-memory store runs it as it is, SQLite
// translates it, and the contract suite holds every store to the same results.

import Foundation

extension TodoFilter: EntityFilter {
    /// Whether `todo` is selected by this filter: every condition that is set holds.
    ///
    /// Differs from the template, which matches one condition per field: Todo's filter is shaped
    /// by its use (open or done, a project or none, text in the title or the notes, due strictly
    /// before or after), a shape a field spec cannot express yet.
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
        guard FilterMatch.equals(todo.priority, priority) else { return false }
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
        let order = SortKey.compare(key(of: lhs), key(of: rhs), missingLastIn: direction)
        if order != 0 { return direction == .ascending ? order < 0 : order > 0 }
        return lhs.id.precedes(rhs.id)
    }

    /// Where `todo` stands in this order: its sort field's value and its id.
    public func cursor(of todo: Todo) -> PageCursor {
        PageCursor(key: key(of: todo), id: todo.id)
    }

    /// The sort field's value in `todo`, which orders it as ``FieldOrder`` does (a missing
    /// value last in either direction), so the order and its page cursors agree.
    private func key(of todo: Todo) -> SortKey {
        switch field {
        case .title: SortKey(todo.title)
        case .priority: SortKey(todo.priority)
        case .dueDate: SortKey(todo.dueDate)
        case .createdAt: SortKey(todo.createdAt)
        case .updatedAt: SortKey(todo.updatedAt)
        }
    }
}

extension TodoQuery: EntityQuery {}
