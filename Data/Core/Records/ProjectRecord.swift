//
//  ProjectRecord.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation

/// A project as stores keep it: times as integer milliseconds since 1970 (UTC).
/// Below: its mapping to and from the Domain value and its SQL row (SQLite and PostgreSQL alike);
/// its JSON form in the file store is `ProjectRecord+Codable.swift`.
public struct ProjectRecord: Equatable, Hashable, Sendable {
    /// The project's id.
    public var id: UUID
    /// Name.
    public var name: String
    /// Creation time in milliseconds since 1970.
    public var createdAt: Int64
    /// Last change in milliseconds since 1970.
    public var updatedAt: Int64
}

// MARK: - To and from the Domain value

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
    /// value no enum case has, is a storage error, since only a damaged or foreign store can hold one.
    public func toDomain() throws(DataSourceError) -> Project {
        Project(
            id: id,
            name: try StoredField.value(name, entity: "project", id: id, field: "name"),
            createdAt: try StoredField.value(createdAt, entity: "project", id: id, field: "createdAt"),
            updatedAt: try StoredField.value(updatedAt, entity: "project", id: id, field: "updatedAt")
        )
    }

    /// What the uniqueness of ``name`` is decided on (``/Domain/TextRules/uniquenessKey(_:)``):
    /// the `name_key` column of the SQL stores, the lookup of the others.
    var nameKey: String { TextRules.uniquenessKey(name) }
}

// MARK: - SQL row

// Read by column index and bound by parameter index, for SQLite and PostgreSQL alike (see
// ``SQLiteRow``). Arrays are stored as JSON text; doubles as REAL.
extension ProjectRecord: SQLiteRow {
    package init<Row: SQLRowReader>(row: Row) throws(DataSourceError) {
        self.init(
            id: try SQLField.value(row, at: 0, name: "id", owner: "a project"),
            name: try SQLField.value(row, at: 1, name: "name", owner: "a project"),
            createdAt: row.int64(at: 2),
            updatedAt: row.int64(at: 3)
        )
    }

    package func bind<Binder: SQLValueBinder>(to binder: Binder) throws(Binder.Failure) {
        try binder.bind(id, at: 1)
        try name.bind(to: binder, at: 2)
        try binder.bind(createdAt, at: 3)
        try binder.bind(updatedAt, at: 4)
        try binder.bind(nameKey, at: 5)
    }
}
