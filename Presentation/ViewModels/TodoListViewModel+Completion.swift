import Domain

// What a todo has beyond a generated entity's list: it is done or open, and a person flips it in
// one step, through the Domain use case that holds the rule.
extension TodoListViewModel {
    /// Marks the todo done when it is open and open when it is done; returns it as stored.
    @discardableResult
    public func toggle(id: Todo.ID) async -> Todo? {
        await perform {
            let stored = try await CompleteTodoUseCase(todoRepository: todoRepository).toggle(id: id)
            try await reload()
            return stored
        }
    }
}
