import Domain

// What EntityDetailViewModel does for a generated entity (see TodoDetailViewModel.swift's note), set
// apart from `create` so that `todo add` does not open it; each shows the todo with its project's
// name (`show(_:)`).
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
