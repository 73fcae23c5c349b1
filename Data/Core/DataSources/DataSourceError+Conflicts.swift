import Domain

extension DataSourceError {
    /// The conflict every store reports when a unique field (a project's `name`, a generated
    /// entity's `email`) is given a value another record holds, compared by
    /// ``/Domain/TextRules/uniquenessKey(_:)``.
    public static func duplicateValue(_ value: String, field: String, entity: String) -> DataSourceError {
        .conflict(
            .duplicateKey(field: field),
            reason: "another \(entity) has the \(field) \"\(value)\" (values are compared ignoring case)")
    }

    /// The conflict every store reports when a record others refer to is deleted: `record` names
    /// it as lists show it (a project's name in quotes, else its short id), `records` counts what
    /// refers to it in words ("2 todos", see ``Schemas/counted(_:of:)``), and the reason says
    /// what to do: "project \"Home\" still has 2 todos; move or delete them first".
    package static func stillReferenced(
        _ entity: String, _ record: String, has records: String, count: Int
    ) -> DataSourceError {
        .conflict(
            .stillReferenced(entity: entity),
            reason: "\(entity) \(record) still has \(records); move or delete \(count == 1 ? "it" : "them") first")
    }
}
