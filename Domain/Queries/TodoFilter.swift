//
//  TodoFilter.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Foundation

/// Which todos a query selects. Every condition must hold; a `nil` or `.any`
/// condition selects all.
///
/// A pure value: each data source translates it (SQL, query parameters), and ``matches(_:)``
/// is the reference meaning they must agree with.
public struct TodoFilter: Hashable, Sendable {
    /// Only todos whose title is this, exactly (code point by code point), when set.
    public var title: String?
    /// Only todos whose title contains this text, ignoring case, when set and not empty.
    public var titleContains: String?
    /// Only todos whose notes is this, exactly (code point by code point), when set.
    public var notes: String?
    /// Only todos whose notes contains this text, ignoring case, when set and not empty.
    public var notesContains: String?
    /// Only todos whose is completed is this, when set.
    public var isCompleted: Bool?
    /// Only todos whose priority is this, when set.
    public var priority: Priority?
    /// Only todos with this due date, or without one (`.isNil`).
    public var dueDate: OptionalMatch<Date>
    /// Only todos whose due date is at least this, when set; one without never matches.
    public var dueDateMin: Date?
    /// Only todos whose due date is at most this, when set; one without never matches.
    public var dueDateMax: Date?
    /// Only todos with this project ID, or without one (`.isNil`).
    public var projectID: OptionalMatch<UUID>
    /// Only todos with this text in their title or notes, ignoring case, when set and not empty.
    public var text: String?

    /// Makes a filter; the defaults select every todo.
    public init(
        title: String? = nil,
        titleContains: String? = nil,
        notes: String? = nil,
        notesContains: String? = nil,
        isCompleted: Bool? = nil,
        priority: Priority? = nil,
        dueDate: OptionalMatch<Date> = .any,
        dueDateMin: Date? = nil,
        dueDateMax: Date? = nil,
        projectID: OptionalMatch<UUID> = .any,
        text: String? = nil,
    ) {
        self.title = title
        self.titleContains = titleContains
        self.notes = notes
        self.notesContains = notesContains
        self.isCompleted = isCompleted
        self.priority = priority
        self.dueDate = dueDate
        self.dueDateMin = dueDateMin
        self.dueDateMax = dueDateMax
        self.projectID = projectID
        self.text = text
    }

    /// A filter that selects every todo.
    public static let all = TodoFilter()
}

// The reference meaning of the filter: the in-memory and file stores run it as it is, the SQL
// stores translate it (TodoQuery+SQL.swift), and the contract suite holds every store to it.
extension TodoFilter: EntityFilter {
    /// Whether `todo` is selected by this filter: every condition that is set holds.
    public func matches(_ todo: Todo) -> Bool {
        guard FilterMatch.equals(todo.title, title) else { return false }
        guard FilterMatch.contains(todo.title, titleContains) else { return false }
        guard FilterMatch.equals(todo.notes, notes) else { return false }
        guard FilterMatch.contains(todo.notes, notesContains) else { return false }
        guard FilterMatch.equals(todo.isCompleted, isCompleted) else { return false }
        guard FilterMatch.equals(todo.priority, priority) else { return false }
        guard FilterMatch.equals(todo.dueDate, dueDate) else { return false }
        guard FilterMatch.atLeast(todo.dueDate, dueDateMin) else { return false }
        guard FilterMatch.atMost(todo.dueDate, dueDateMax) else { return false }
        guard FilterMatch.equals(todo.projectID, projectID) else { return false }
        guard FilterMatch.contains(anyOf: [todo.title, todo.notes], text) else { return false }
        return true
    }
}
