import Domain

// What show, edit, done, undo and rm do with one todo, beside the `add` of the view model's own
// file: finding it by id prefix, changing it and removing it.
extension TodoDetailViewModel {
    /// Loads the todo whose id is, or starts with, `idPrefix`; returns whether it was found.
    @discardableResult
    public func load(idPrefix: String) async -> Bool {
        await succeeds {
            try await show(Self.resolver(todoRepository).entity(idPrefix: idPrefix))
        }
    }

    /// Applies `change` to the loaded todo, files it under `project` when one is given, and
    /// stores it; returns whether it was stored. The change runs inside one store transaction on
    /// the stored value, so an edit of other fields made meanwhile (by another process, say) is
    /// kept. A name no project has stores nothing (``ActionFailure/noMatchForName(_:entityWords:pluralWords:known:)``).
    @discardableResult
    public func edit(_ change: @escaping EntityChange<Todo>, project: ProjectAssignment? = nil) async -> Bool {
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

    /// Marks the loaded todo done (`true`) or open (`false`), changing nothing else; returns
    /// whether it was stored.
    @discardableResult
    public func setCompleted(_ isCompleted: Bool) async -> Bool {
        await succeeds {
            let completeTodo = CompleteTodoUseCase(todoRepository: todoRepository)
            try await show(completeTodo.execute(id: try loaded().id, isCompleted: isCompleted))
        }
    }

    /// Removes the loaded todo; returns whether it was removed. ``todo`` keeps the removed value
    /// so that a view can say what went.
    @discardableResult
    public func delete() async -> Bool {
        await succeeds {
            try await todoRepository.delete(id: try loaded().id)
        }
    }

    /// Finds todos by id prefix; an ambiguous prefix lists each candidate by its title.
    static func resolver(_ repository: any TodoRepositoryProtocol) -> EntityIDResolver<Todo> {
        EntityIDResolver(
            entityWords: "todo",
            fetch: { try await repository.fetch(id: $0) },
            fetchPrefix: { try await repository.fetch(idPrefix: $0, limit: $1) },
            label: { $0.title })
    }

    private func loaded() throws -> Todo {
        guard let todo else { throw ActionFailure.nothingLoaded }
        return todo
    }
}
