extension Project {
    /// This project as a repository stores it: name trimmed and checked, times rounded to the
    /// millisecond. Uniqueness needs the other projects, so repositories check it themselves.
    public func validated() throws(ValidationError) -> Project {
        var project = self
        project.name = try TextRules.normalizedTitle(name, field: "name")
        project.createdAt = createdAt.roundedToMilliseconds
        project.updatedAt = updatedAt.roundedToMilliseconds
        return project
    }
}
