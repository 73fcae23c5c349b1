import Domain

/// Projects, as every store sees them: the table `projects`, whose folded name (`name_key`) is
/// unique. Its SQL columns are in `ProjectSchema+SQLite.swift`, its wire shape in
/// `ProjectSchema+Remote.swift`.
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
    package static let uniqueKeys = [
        UniqueKey<ProjectRecord>(
            column: "name_key", value: { $0.nameKey }, conflict: { .duplicateProjectName($0.name) })
    ]

    /// A project in use is refused in the words every store uses, naming it and what refers to
    /// it: its todos, or the records of a generated entity that refers to projects.
    package static func refusalToDelete(
        _ record: ProjectRecord, referencedBy count: Int, in table: String
    ) -> DataSourceError {
        .projectInUse(record.name, has: Schemas.counted(count, of: table), count: count)
    }
}

extension Project: StoredEntity {}
extension ProjectRecord: TableRecord {}
