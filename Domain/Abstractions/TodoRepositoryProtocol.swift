//
//  TodoRepositoryProtocol.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

/// Where todos live, as the rest of the app sees it: whatever the store, these are the rules.
///
/// The operations are ``EntityRepository``'s, with its types fixed to ``Todo``,
/// ``TodoQuery`` and ``TodoFilter``. On every store:
/// - a todo's `projectID` must name a stored project: `create`, `update` and
///   `update(id:_:)` otherwise fail with `.validation` and write nothing;
/// - deleting a todo that a stored record refers to is refused with `.conflict`:
///   nothing is ever removed behind the user's back.
public protocol TodoRepositoryProtocol: EntityRepository
where Entity == Todo, Query == TodoQuery, Filter == TodoFilter {
}
