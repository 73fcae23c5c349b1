extension ParsedCommand {
    /// The ID argument of `show`, `edit` and `rm`: when the entity has a unique field a person may
    /// name it by (`named`, a project's name), any text, which the view model looks up as a name
    /// first; otherwise an id or the start of one, checked here (``idPrefix(of:)``).
    func idOrName(of entity: String, named: Bool) throws(UsageError) -> String {
        guard named else { return try idPrefix(of: entity) }
        let text = positional(0) ?? ""
        guard !text.isEmpty else {
            throw UsageError(message: "the name is empty: give \(entity)'s name or id", command: spec.path)
        }
        return text
    }
}
