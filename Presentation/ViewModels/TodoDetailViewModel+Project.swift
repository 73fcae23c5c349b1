import Domain

// What a todo has beyond a generated entity's detail: people name its project rather than identify
// it, so a todo is added to, or moved to, the project a person names, through the Domain use case.
extension TodoDetailViewModel {
    /// The name of the loaded todo's project, if it has one that still exists.
    public var projectName: String? {
        todo?.projectID.flatMap { referenceNames[$0] }
    }

    /// Stores `new` in the project called `projectName` (ignoring case; ``/Domain/AddTodoUseCase``),
    /// or as it is when that is nil, and shows it as stored; returns whether it was stored. What a
    /// one-shot `add` needs: unlike ``TodoListViewModel/add(_:projectName:)`` it reloads no list.
    @discardableResult
    public func create(_ new: Todo, projectName: String?) async -> Bool {
        await succeeds {
            let added = try await AddTodoUseCase(todoRepository: todoRepository, projectRepository: projectRepository)
                .execute(new, projectName: projectName)
            // The use case found the project by name: its name is known without reading it again.
            try await show(added.todo, referenceNames: added.project.map { [$0.id: $0.name] })
        }
    }

    /// Applies `change` to the loaded todo, files it under `project` when one is given, and
    /// stores it; returns whether it was stored. Like ``EntityDetailViewModel/edit(_:)``, the
    /// change runs inside one store transaction on the stored value. A name no project has stores
    /// nothing (``ActionFailure/noMatchForName(_:entityWords:pluralWords:known:)``).
    @discardableResult
    public func edit(_ change: @escaping EntityChange<Todo>, project: ProjectAssignment?) async -> Bool {
        await succeeds {
            let id = try loaded().id
            var projectID: Project.ID??
            switch project {
            case .named(let name):
                projectID = .some(try await ProjectLookup(repository: projectRepository).project(named: name).id)
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
