import Domain

// What a todo has beyond a generated entity's detail: people name its project rather than identify
// it, so an edit may move the todo to the project a person names, or out of any.
extension TodoDetailViewModel {
    /// Applies `change` to the loaded todo, files it under `project` when one is given, and
    /// stores it; returns whether it was stored. Like ``edit(_:)``, the change runs inside one
    /// store transaction on the stored value. A name no project has stores nothing
    /// (``ActionFailure/noMatchForName(_:entityWords:pluralWords:known:)``).
    @discardableResult
    public func edit(_ change: @escaping EntityChange<Todo>, project: ProjectAssignment?) async -> Bool {
        await succeeds {
            let id = try loaded().id
            var projectID: Project.ID??
            switch project {
            case .named(let name): projectID = .some(try await projectLookup.project(named: name).id)
            case .unassigned: projectID = .some(nil)
            case nil: projectID = nil
            }
            try await show(
                todoRepository.update(id: id) { [projectID] todo throws(ValidationError) in
                    try change(&todo)
                    if let projectID { todo.projectID = projectID }
                })
        }
    }
}
