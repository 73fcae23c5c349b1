//
//  ProjectSort.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

/// The order of a project query's results.
public struct ProjectSort: Hashable, Sendable {
    /// What to sort by: text ignoring case, and a project without a value last either way.
    public enum Field: Hashable, Sendable, CaseIterable {
        /// Name.
        case name
        /// When the project was created.
        case createdAt
        /// When it last changed.
        case updatedAt
    }

    /// The key.
    public var field: Field
    /// The direction; ties are broken by id, ascending.
    public var direction: SortDirection

    /// Makes a sort; the default is by name, A to Z.
    public init(_ field: Field = .name, _ direction: SortDirection = .ascending) {
        self.field = field
        self.direction = direction
    }
}
