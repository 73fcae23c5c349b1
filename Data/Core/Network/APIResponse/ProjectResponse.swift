//
//  ProjectResponse.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import WireFormat

/// A project as the API sends it and a body carries it: the one wire object,
/// WireFormat's `ProjectJSON` (docs/openapi.json, `Project`), which the server writes too.
public typealias ProjectResponse = ProjectJSON

extension ProjectJSON: RemoteResource {
    /// See ``ProjectRecord``.
    public typealias Record = ProjectRecord

    /// The collection: `projects`.
    public static var collection: String { "projects" }

    /// The Domain value this response describes; a missing id is a storage error, since only a
    /// server that breaks the contract can send one. (Times outside `Date.storableMilliseconds`
    /// do not decode.)
    public func toDomain() throws(DataSourceError) -> Project {
        do {
            return try project()
        } catch {
            throw .storage(
                FailureEvidence(
                    "the server sent a project whose \(error.member) is wrong: \(error.message)"))
        }
    }
}
