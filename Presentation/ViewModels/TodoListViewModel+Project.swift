import Domain

// What a todo has beyond a generated entity's list: people name its project rather than identify
// it, so the list is filtered by a project's name and shows each todo's project by name.
extension TodoListViewModel {
    /// The name of the project `todo` belongs to, if it belongs to one that was loaded.
    public func projectName(of todo: Todo) -> String? {
        todo.projectID.flatMap { referenceNames[$0] }
    }

    /// The filter `options` select todos with, its project found among `projects`.
    func filter(_ options: TodoListOptions, projects: [Project]) throws -> TodoFilter {
        var filter = TodoFilter(
            completion: options.completion, priority: options.priority, text: options.search,
            dueBefore: options.dueBefore, dueAfter: options.dueAfter)
        if options.withoutProject {
            filter.project = .none
        } else if let name = options.projectName {
            filter.project = .project(try ProjectLookup.project(named: name, in: projects).id)
        }
        return filter
    }
}
