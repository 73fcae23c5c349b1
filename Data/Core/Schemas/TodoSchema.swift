//
//  TodoSchema.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain

/// Todos, as every store sees them: the table `todos`. Its SQL columns are
/// in `TodoSchema+SQLite.swift`, its wire shape in `TodoSchema+Remote.swift`.
public enum TodoSchema: TableSchema {
    /// See ``/Domain/Todo``.
    public typealias Entity = Todo
    /// See ``TodoRecord``.
    public typealias Record = TodoRecord
    /// See ``/Domain/TodoQuery``.
    public typealias Query = TodoQuery

    /// "todo".
    public static let entityName = "todo"
}

extension TodoSchema: StoreSchema {
    package static let table = "todos"
    /// Each must name a stored record; one still referred to cannot be deleted (`conflict`).
    package static let references = [
        Reference<TodoRecord>(field: "projectID", column: "project_id", table: ProjectSchema.table) { $0.projectID }
    ]

    /// A todo still referred to is refused naming it as lists show it, by its
    /// title in quotes, and counting what refers to it (`DataSourceError.stillReferenced`).
    package static func refusalToDelete(
        _ record: TodoRecord, referencedBy count: Int, in table: String
    ) -> DataSourceError {
        .stillReferenced(entityName, "\"\(record.title)\"", has: Schemas.counted(count, of: table), count: count)
    }
}

extension Todo: StoredEntity {}
extension TodoRecord: TableRecord {}
