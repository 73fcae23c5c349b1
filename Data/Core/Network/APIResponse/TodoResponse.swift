//
//  TodoResponse.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import WireFormat

/// A todo as the API sends it and a body carries it: the one wire object,
/// WireFormat's `TodoJSON` (docs/openapi.json, `Todo`), which the server writes too.
public typealias TodoResponse = TodoJSON

extension TodoJSON: RemoteResource {
    /// See ``TodoRecord``.
    public typealias Record = TodoRecord

    /// The collection: `todos`.
    public static var collection: String { "todos" }

    /// The Domain value this response describes; a missing id is a storage error, since only a
    /// server that breaks the contract can send one. (Times outside `Date.storableMilliseconds`
    /// do not decode.)
    public func toDomain() throws(DataSourceError) -> Todo {
        do {
            return try todo()
        } catch {
            throw .storage(
                FailureEvidence(
                    "the server sent a todo whose \(error.member) is wrong: \(error.message)"))
        }
    }
}
