extension Todo {
    /// This todo as a repository stores it: title trimmed and checked, times rounded to the
    /// millisecond. Throws the first rule broken.
    public func validated() throws(ValidationError) -> Todo {
        var todo = self
        todo.title = try TextRules.normalizedTitle(title, field: "title")
        todo.dueDate = dueDate?.roundedToMilliseconds
        todo.createdAt = createdAt.roundedToMilliseconds
        todo.updatedAt = updatedAt.roundedToMilliseconds
        return todo
    }
}
