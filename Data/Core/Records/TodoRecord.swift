//
//  TodoRecord.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation

/// A todo as stores keep it: times as integer milliseconds since 1970 (UTC).
/// Below: its mapping to and from the Domain value and its SQL row (SQLite and PostgreSQL alike);
/// its JSON form in the file store is `TodoRecord+Codable.swift`.
public struct TodoRecord: Equatable, Hashable, Sendable {
    /// The todo's id.
    public var id: UUID
    /// Title.
    public var title: String
    /// Notes.
    public var notes: String
    /// Whether it is completed.
    public var isCompleted: Bool
    /// ``/Domain/Priority`` rank: 0 low, 1 medium, 2 high.
    public var priority: Int
    /// Due date, in milliseconds since 1970, if any.
    public var dueDate: Int64?
    /// The referred project's id, if any.
    public var projectID: UUID?
    /// Creation time in milliseconds since 1970.
    public var createdAt: Int64
    /// Last change in milliseconds since 1970.
    public var updatedAt: Int64
}

// MARK: - To and from the Domain value

extension TodoRecord {
    /// The record that stores `todo`.
    public init(_ todo: Todo) {
        self.init(
            id: todo.id,
            title: todo.title.storedValue,
            notes: todo.notes.storedValue,
            isCompleted: todo.isCompleted.storedValue,
            priority: todo.priority.storedValue,
            dueDate: todo.dueDate.storedValue,
            projectID: todo.projectID.storedValue,
            createdAt: todo.createdAt.millisecondsSince1970,
            updatedAt: todo.updatedAt.millisecondsSince1970
        )
    }

    /// The Domain value this record stores; a time outside `Date.storableMilliseconds`, or a
    /// value no enum case has, is a storage error, since only a damaged or foreign store can hold one.
    public func toDomain() throws(DataSourceError) -> Todo {
        Todo(
            id: id,
            title: try StoredField.value(title, entity: "todo", id: id, field: "title"),
            notes: try StoredField.value(notes, entity: "todo", id: id, field: "notes"),
            isCompleted: try StoredField.value(isCompleted, entity: "todo", id: id, field: "isCompleted"),
            priority: try StoredField.value(priority, entity: "todo", id: id, field: "priority"),
            dueDate: try StoredField.value(dueDate, entity: "todo", id: id, field: "dueDate"),
            projectID: try StoredField.value(projectID, entity: "todo", id: id, field: "projectID"),
            createdAt: try StoredField.value(createdAt, entity: "todo", id: id, field: "createdAt"),
            updatedAt: try StoredField.value(updatedAt, entity: "todo", id: id, field: "updatedAt")
        )
    }
}

// Priority is stored by its raw values: names, or a ranked enum's ranks (StoredField.swift).
extension Priority: StoredFieldValue {}

// MARK: - SQL row

// Read by column index and bound by parameter index, for SQLite and PostgreSQL alike (see
// ``SQLiteRow``). Arrays are stored as JSON text; doubles as REAL.
extension TodoRecord: SQLiteRow {
    package init<Row: SQLRowReader>(row: Row) throws(DataSourceError) {
        self.init(
            id: try SQLField.value(row, at: 0, name: "id", owner: "a todo"),
            title: try SQLField.value(row, at: 1, name: "title", owner: "a todo"),
            notes: try SQLField.value(row, at: 2, name: "notes", owner: "a todo"),
            isCompleted: try SQLField.value(row, at: 3, name: "is_completed", owner: "a todo"),
            priority: try SQLField.value(row, at: 4, name: "priority", owner: "a todo"),
            dueDate: try SQLField.value(row, at: 5, name: "due_date", owner: "a todo"),
            projectID: try SQLField.value(row, at: 6, name: "project_id", owner: "a todo"),
            createdAt: row.int64(at: 7),
            updatedAt: row.int64(at: 8)
        )
    }

    package func bind<Binder: SQLValueBinder>(to binder: Binder) throws(Binder.Failure) {
        try binder.bind(id, at: 1)
        try title.bind(to: binder, at: 2)
        try notes.bind(to: binder, at: 3)
        try isCompleted.bind(to: binder, at: 4)
        try priority.bind(to: binder, at: 5)
        try dueDate.bind(to: binder, at: 6)
        try projectID.bind(to: binder, at: 7)
        try binder.bind(createdAt, at: 8)
        try binder.bind(updatedAt, at: 9)
    }
}
