//
//  ProjectRepositoryProtocol.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

/// Where projects live, as the rest of the app sees it: whatever the store, these are the rules.
///
/// The operations are ``EntityRepository``'s, with its types fixed to ``Project``,
/// ``ProjectQuery`` and ``ProjectFilter``. On every store:
/// - no two projects have the same name, ignoring case and width
///   (``TextRules/uniquenessKey(_:)``): a create or update to a taken one is `.conflict`;
/// - deleting a project that a stored record refers to is refused with `.conflict`:
///   nothing is ever removed behind the user's back.
public protocol ProjectRepositoryProtocol: EntityRepository
where Entity == Project, Query == ProjectQuery, Filter == ProjectFilter {
    /// The project whose name is `name` as uniqueness compares it (ignoring case, width
    /// and surrounding space), or nil: one lookup of the key every store keeps unique, not a
    /// read of every project.
    func fetch(name: String) async throws(RepositoryError) -> Project?
}
