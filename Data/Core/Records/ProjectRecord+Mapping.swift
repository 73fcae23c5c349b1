//
//  ProjectRecord+Mapping.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation

extension ProjectRecord {
    /// The record that stores `project`.
    public init(_ project: Project) {
        self.init(
            id: project.id,
            name: project.name.storedValue,
            createdAt: project.createdAt.millisecondsSince1970,
            updatedAt: project.updatedAt.millisecondsSince1970
        )
    }

    /// The Domain value this record stores; a time outside `Date.storableMilliseconds`, or a
    /// case name no enum has, is a storage error, since only a damaged or foreign store can hold one.
    public func toDomain() throws(DataSourceError) -> Project {
        Project(
            id: id,
            name: try StoredField.value(name, entity: "project", id: id, field: "name"),
            createdAt: try StoredTime.date(createdAt, entity: "project", id: id, field: "createdAt"),
            updatedAt: try StoredTime.date(updatedAt, entity: "project", id: id, field: "updatedAt")
        )
    }

    /// What the uniqueness of ``name`` is decided on (``/Domain/TextRules/uniquenessKey(_:)``):
    /// the `name_key` column of the SQL stores, the lookup of the others.
    var nameKey: String { TextRules.uniquenessKey(name) }
}
