import Domain

/// Todos, as every store sees them: the table `todos`, whose `projectID` refers to a project
/// (which must exist, and may not be deleted while todos refer to it). Its SQL columns are in
/// `TodoSchema+SQLite.swift`, its wire shape in `TodoSchema+Remote.swift`.
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
    package static let references = [
        Reference<TodoRecord>(field: "projectID", column: "project_id", table: ProjectSchema.table) { $0.projectID }
    ]
}

extension Todo: StoredEntity {}
extension TodoRecord: TableRecord {}
