import Domain

// Differs from the template, whose detail view model is ``EntityDetailViewModel``'s subclass: `todo
// add` would then open the generic class too, so these are its actions beside the `add` of
// TodoDetailViewModel.swift, showing a todo through `show(_:)`, with its project's name.
extension TodoDetailViewModel {
    /// Loads the todo whose id is, or starts with, `idPrefix`; returns whether it was found.
    @discardableResult
    public func load(idPrefix: String) async -> Bool {
        await succeeds {
            try await show(EntityIDResolver(todoRepository.erased).entity(idPrefix: idPrefix))
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

    func loaded() throws -> Todo {
        guard let todo else { throw ActionFailure.nothingLoaded }
        return todo
    }
}

extension Todo: PresentedEntity {
    /// What lists of todos ask for.
    public typealias Query = TodoQuery

    /// The todo in words, for messages and help.
    public static let words = (article: "a", one: "todo", plural: "todos")

    /// The unique fields a person may name a todo by instead of its id.
    public static let keys: [@Sendable (Todo) -> String] = []

    /// What a person reads beside a todo's short id: the field lists show it by, or nothing.
    public static func label(_ todo: Todo) -> String {
        todo.title
    }
}
