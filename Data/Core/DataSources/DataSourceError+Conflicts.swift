import Domain

extension DataSourceError {
    /// The conflict every store reports for a taken project name, in the same words.
    public static func duplicateProjectName(_ name: String) -> DataSourceError {
        .conflict(
            .duplicateKey(field: "name"),
            reason: "a project named \"\(name)\" exists already (names are compared ignoring case)")
    }

    /// The conflict every store reports when a project that todos (or records of another table
    /// that refers to projects) belong to is deleted; `records` counts them in words ("2 todos",
    /// "1 milestone", see ``Schemas/counted(_:of:)``).
    package static func projectInUse(_ name: String, has records: String, count: Int) -> DataSourceError {
        .conflict(
            .stillReferenced(entity: "project"),
            reason: "project \"\(name)\" still has \(records); move or delete \(count == 1 ? "it" : "them") first")
    }
}

extension DataSourceError {
    /// The conflict every store reports when a generated entity's unique field (`email`) is given
    /// a value another record holds, compared by ``/Domain/TextRules/uniquenessKey(_:)``.
    public static func duplicateValue(_ value: String, field: String, entity: String) -> DataSourceError {
        .conflict(
            .duplicateKey(field: field),
            reason: "another \(entity) has the \(field) \"\(value)\" (values are compared ignoring case)")
    }
}
