import Domain

extension DataSourceError {
    /// The conflict every store reports for a taken project name, in the same words.
    public static func duplicateProjectName(_ name: String) -> DataSourceError {
        .conflict(
            .duplicateKey(field: "name"),
            reason: "a project named \"\(name)\" exists already (names are compared ignoring case)")
    }

    /// The conflict every store reports when a project that todos belong to is deleted.
    public static func projectInUse(_ name: String, todoCount: Int) -> DataSourceError {
        .conflict(
            .stillReferenced(entity: "project"),
            reason: "project \"\(name)\" still has \(todoCount) todo(s); move or delete them first")
    }
}
