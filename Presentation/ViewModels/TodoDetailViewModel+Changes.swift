import Domain

// The template's actions on one todo beside the `add` of the view model's own file (see the note
// there): finding it by id prefix, changing it and removing it. Differs from the template, which
// sets `todo` alone, in that load and edit show it through `show(_:)`, with its project's name.
extension TodoDetailViewModel {
    /// Loads the todo whose id is, or starts with, `idPrefix`; returns whether it was found.
    @discardableResult
    public func load(idPrefix: String) async -> Bool {
        await succeeds {
            try await show(Self.resolver(todoRepository).entity(idPrefix: idPrefix))
        }
    }

    /// Applies `change` to the loaded todo and stores it; returns whether it was stored.
    /// The change runs inside one store transaction on the stored value, so an edit of other
    /// fields made meanwhile (by another process, say) is kept.
    @discardableResult
    public func edit(_ change: @escaping EntityChange<Todo>) async -> Bool {
        await succeeds {
            let id = try loaded().id
            try await show(todoRepository.update(id: id, change))
        }
    }

    /// Removes the loaded todo; returns whether it was removed. ``todo``
    /// keeps the removed value so that a view can say what went.
    @discardableResult
    public func delete() async -> Bool {
        await succeeds {
            try await todoRepository.delete(id: try loaded().id)
        }
    }

    /// Finds todos by id prefix; an ambiguous prefix lists each candidate by its
    /// ``label(_:)``.
    static func resolver(_ repository: any TodoRepositoryProtocol) -> EntityIDResolver<Todo> {
        EntityIDResolver(
            entityWords: "todo",
            fetch: { try await repository.fetch(id: $0) },
            fetchPrefix: { try await repository.fetch(idPrefix: $0, limit: $1) },
            label: { label($0) })
    }

    /// What a person reads beside a todo's short id, in a confirmation or
    /// among the candidates of a prefix: the field lists show it by, or nothing when it has none.
    public nonisolated static func label(_ todo: Todo) -> String {
        todo.title
    }

    func loaded() throws -> Todo {
        guard let todo else { throw ActionFailure.nothingLoaded }
        return todo
    }
}
