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

    /// Applies `edit` to the loaded todo and stores it; returns whether it was stored. Only the
    /// fields the edit names change, in one store transaction, so an edit of other fields made
    /// meanwhile (by another process, say) is kept.
    @discardableResult
    public func edit(_ edit: TodoEdit) async -> Bool {
        await succeeds {
            let id = try loaded().id
            var projectID: Todo.ID??
            switch edit.projectName {
            case .set(let name): projectID = .some(try await projectLookup.project(named: name).id)
            case .clear: projectID = .some(nil)
            case nil: projectID = nil
            }
            try await show(
                todoRepository.update(id: id) { [projectID] todo in
                    if let title = edit.title { todo.title = title }
                    if let notes = edit.notes { todo.notes = notes }
                    if let priority = edit.priority { todo.priority = priority }
                    switch edit.dueDate {
                    case .set(let date): todo.dueDate = date
                    case .clear: todo.dueDate = nil
                    case nil: break
                    }
                    if let projectID { todo.projectID = projectID }
                })
        }
    }

    /// Marks the loaded todo done (`true`) or open (`false`), changing nothing else; returns
    /// whether it was stored.
    @discardableResult
    public func setCompleted(_ isCompleted: Bool) async -> Bool {
        await succeeds {
            let id = try loaded().id
            try await show(completeTodo.execute(id: id, isCompleted: isCompleted))
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
