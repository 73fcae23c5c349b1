extension Project {
    /// This project as a repository stores it: name trimmed and checked, times rounded to the
    /// millisecond and within the storable years. Uniqueness needs the other projects, so
    /// repositories check it themselves.
    public func validated() throws(ValidationError) -> Project {
        var project = self
        project.name = try TextRules.normalizedTitle(name, field: "name")
        project.createdAt = try TimeRules.storable(createdAt, field: "createdAt")
        project.updatedAt = try TimeRules.storable(updatedAt, field: "updatedAt")
        return project
    }
}
