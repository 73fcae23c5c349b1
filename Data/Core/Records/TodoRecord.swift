import Domain
import Foundation

/// A todo as stores keep it: one field per column, times as integer milliseconds since 1970
/// (UTC), priority as its rank. Below: its mapping to and from the Domain value and its SQL row
/// (SQLite and PostgreSQL alike); its JSON form in the file store is `TodoRecord+Codable.swift`.
public struct TodoRecord: Equatable, Hashable, Sendable {
    /// The todo's id.
    public var id: UUID
    /// The validated title.
    public var title: String
    /// Free-form notes.
    public var notes: String
    /// Whether it is done.
    public var isCompleted: Bool
    /// ``/Domain/Priority`` rank: 0 low, 1 medium, 2 high.
    public var priority: Int
    /// Due time in milliseconds since 1970, if any.
    public var dueDate: Int64?
    /// The owning project's id, if any.
    public var projectID: UUID?
    /// Creation time in milliseconds since 1970.
    public var createdAt: Int64
    /// Last change in milliseconds since 1970.
    public var updatedAt: Int64

    /// Makes a record from its columns.
    public init(
        id: UUID, title: String, notes: String, isCompleted: Bool, priority: Int,
        dueDate: Int64?, projectID: UUID?, createdAt: Int64, updatedAt: Int64
    ) {
        self.id = id
        self.title = title
        self.notes = notes
        self.isCompleted = isCompleted
        self.priority = priority
        self.dueDate = dueDate
        self.projectID = projectID
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

// MARK: - To and from the Domain value

extension TodoRecord {
    /// The record that stores `todo`.
    public init(_ todo: Todo) {
        self.init(
            id: todo.id,
            title: todo.title,
            notes: todo.notes,
            isCompleted: todo.isCompleted,
            priority: todo.priority.storedValue,
            dueDate: todo.dueDate.storedValue,
            projectID: todo.projectID,
            createdAt: todo.createdAt.millisecondsSince1970,
            updatedAt: todo.updatedAt.millisecondsSince1970
        )
    }

    /// The Domain value this record stores; a time outside `Date.storableMilliseconds`, or a
    /// rank no priority has, is a storage error, since only a damaged or foreign store can hold one.
    public func toDomain() throws(DataSourceError) -> Todo {
        Todo(
            id: id,
            title: title,
            notes: notes,
            isCompleted: isCompleted,
            priority: try StoredField.value(priority, entity: "todo", id: id, field: "priority"),
            dueDate: try StoredField.value(dueDate, entity: "todo", id: id, field: "dueDate"),
            projectID: projectID,
            createdAt: try StoredTime.date(createdAt, entity: "todo", id: id, field: "createdAt"),
            updatedAt: try StoredTime.date(updatedAt, entity: "todo", id: id, field: "updatedAt")
        )
    }
}

// Priority is stored by its raw values: a ranked enum's ranks (StoredField.swift).
extension Priority: StoredFieldValue {}

// MARK: - SQL row

// Read by column index and bound by parameter index, for SQLite and PostgreSQL alike
// (`SQLRowReader`, `SQLValueBinder`).
extension TodoRecord: SQLiteRow {
    /// Reads the current row of a query that selected the schema's columns.
    package init<Row: SQLRowReader>(row: Row) throws(DataSourceError) {
        guard let id = row.uuid(at: 0) else {
            throw .storage(FailureEvidence("a todo's id \"\(row.string(at: 0))\" is not a UUID"))
        }
        // Read as a UUID first: NULL and malformed text both give nil, told apart only then.
        let projectID = row.uuid(at: 6)
        if projectID == nil, !row.isNull(at: 6) {
            throw .storage(FailureEvidence("todo \(id.uuidString) has project_id \"\(row.string(at: 6))\""))
        }
        self.init(
            id: id,
            title: row.string(at: 1),
            notes: row.string(at: 2),
            isCompleted: row.int64(at: 3) != 0,
            priority: Int(row.int64(at: 4)),
            dueDate: row.optionalInt64(at: 5),
            projectID: projectID,
            createdAt: row.int64(at: 7),
            updatedAt: row.int64(at: 8)
        )
    }

    /// Binds every field to parameters 1...9 of `binder`, in column order.
    package func bind<Binder: SQLValueBinder>(to binder: Binder) throws(Binder.Failure) {
        try binder.bind(id, at: 1)
        try binder.bind(title, at: 2)
        try binder.bind(notes, at: 3)
        try binder.bind(isCompleted, at: 4)
        try binder.bind(Int64(priority), at: 5)
        try binder.bind(dueDate, at: 6)
        try binder.bind(projectID, at: 7)
        try binder.bind(createdAt, at: 8)
        try binder.bind(updatedAt, at: 9)
    }
}
