//
//  ProjectSchema.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain

/// Projects, as every store sees them: the table `projects`. Its SQL columns are
/// in `ProjectSchema+SQLite.swift`, its wire shape in `ProjectSchema+Remote.swift`.
public enum ProjectSchema: TableSchema {
    /// See ``/Domain/Project``.
    public typealias Entity = Project
    /// See ``ProjectRecord``.
    public typealias Record = ProjectRecord
    /// See ``/Domain/ProjectQuery``.
    public typealias Query = ProjectQuery

    /// "project".
    public static let entityName = "project"
}

extension ProjectSchema: StoreSchema {
    package static let table = "projects"
    /// Each unique field's folded value (``/Domain/TextRules/uniquenessKey(_:)``), which no two
    /// records share; the SQL stores keep it in its own column under a UNIQUE index.
    package static let uniqueKeys = [
        UniqueKey<ProjectRecord>(
            column: "name_key", value: { $0.nameKey },
            conflict: { .duplicateValue($0.name, field: "name", entity: entityName) })
    ]

    /// A project still referred to is refused naming it as lists show it, by its
    /// name in quotes, and counting what refers to it (`DataSourceError.stillReferenced`).
    package static func refusalToDelete(
        _ record: ProjectRecord, referencedBy count: Int, in table: String
    ) -> DataSourceError {
        .stillReferenced(entityName, "\"\(record.name)\"", has: Schemas.counted(count, of: table), count: count)
    }
}

extension Project: StoredEntity {}
extension ProjectRecord: TableRecord {}
