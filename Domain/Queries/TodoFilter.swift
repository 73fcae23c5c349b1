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
///
/// Differs from the template, which writes one condition per field (`isCompleted`,
/// `titleContains`, `dueDateMin`, …): a todo's filter is shaped by its use (open or done, a
/// project or none, text in the title or the notes), which a field spec cannot express yet, and
/// the API's query parameters are named after it.
public struct TodoFilter: Hashable, Sendable {
    /// Selects by completion.
    public enum Completion: Hashable, Sendable, CaseIterable {
        /// Done or not.
        case any
        /// Not done yet.
        case open
        /// Done.
        case done
    }

    /// Selects by project.
    public enum ProjectScope: Hashable, Sendable {
        /// In any project or none.
        case any
        /// In no project.
        case none
        /// In this project.
        case project(Project.ID)
    }

    /// Open, done or either.
    public var completion: Completion
    /// Which project, if it matters.
    public var project: ProjectScope
    /// Only this priority, when set.
    public var priority: Priority?
    /// Only todos whose title or notes contain this text, ignoring case, when set and not empty.
    public var text: String?
    /// Only todos due strictly before this time; todos with no due date never match.
    public var dueBefore: Date?
    /// Only todos due strictly after this time; todos with no due date never match.
    public var dueAfter: Date?

    /// Makes a filter; the defaults select every todo.
    public init(
        completion: Completion = .any,
        project: ProjectScope = .any,
        priority: Priority? = nil,
        text: String? = nil,
        dueBefore: Date? = nil,
        dueAfter: Date? = nil
    ) {
        self.completion = completion
        self.project = project
        self.priority = priority
        self.text = text
        self.dueBefore = dueBefore
        self.dueAfter = dueAfter
    }

    /// A filter that selects every todo.
    public static let all = TodoFilter()
}

// The reference meaning of the filter: the in-memory and file stores run it as it is, the SQL
// stores translate it (TodoQuery+SQL.swift), and the contract suite holds every store to it.
extension TodoFilter: EntityFilter {
    /// Whether `todo` is selected by this filter: every condition that is set holds.
    public func matches(_ todo: Todo) -> Bool {
        guard FilterMatch.equals(todo.isCompleted, completion.isCompleted) else { return false }
        guard FilterMatch.equals(todo.projectID, project.match) else { return false }
        guard FilterMatch.equals(todo.priority, priority) else { return false }
        guard FilterMatch.contains(anyOf: [todo.title, todo.notes], text) else { return false }
        guard FilterMatch.before(todo.dueDate, dueBefore) else { return false }
        guard FilterMatch.after(todo.dueDate, dueAfter) else { return false }
        return true
    }
}

extension TodoFilter.Completion {
    /// The `isCompleted` this selects: nil for either.
    public var isCompleted: Bool? {
        switch self {
        case .any: nil
        case .open: false
        case .done: true
        }
    }
}

extension TodoFilter.ProjectScope {
    /// The same condition on `projectID` as a generated optional field's.
    public var match: OptionalMatch<Project.ID> {
        switch self {
        case .any: .any
        case .none: .isNil
        case .project(let id): .equals(id)
        }
    }
}
