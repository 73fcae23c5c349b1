//
//  ProjectFilter.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Foundation

/// Which projects a query selects. Every condition must hold; a `nil` or `.any`
/// condition selects all.
///
/// A pure value: each data source translates it (SQL, query parameters), and ``matches(_:)``
/// is the reference meaning they must agree with.
public struct ProjectFilter: Hashable, Sendable {
    /// Only projects whose name is this, exactly (code point by code point), when set.
    public var name: String?
    /// Only projects whose name contains this text, ignoring case, when set and not empty.
    public var nameContains: String?
    /// Only projects with this text in their name, ignoring case, when set and not empty.
    public var text: String?

    /// Makes a filter; the defaults select every project.
    public init(
        name: String? = nil,
        nameContains: String? = nil,
        text: String? = nil,
    ) {
        self.name = name
        self.nameContains = nameContains
        self.text = text
    }

    /// A filter that selects every project.
    public static let all = ProjectFilter()
}

// The reference meaning of the filter: the in-memory and file stores run it as it is, the SQL
// stores translate it (ProjectQuery+SQL.swift), and the contract suite holds every store to it.
extension ProjectFilter: EntityFilter {
    /// Whether `project` is selected by this filter: every condition that is set holds.
    public func matches(_ project: Project) -> Bool {
        guard FilterMatch.equals(project.name, name) else { return false }
        guard FilterMatch.contains(project.name, nameContains) else { return false }
        guard FilterMatch.contains(anyOf: [project.name], text) else { return false }
        return true
    }
}
