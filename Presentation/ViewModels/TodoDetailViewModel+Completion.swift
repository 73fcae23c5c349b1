import Domain

// What a todo has beyond a generated entity's detail: it is done or open, and `done` and `undo`
// set that alone, through the Domain use case that holds the rule.
extension TodoDetailViewModel {
    /// Marks the loaded todo done (`true`) or open (`false`), changing nothing else; returns
    /// whether it was stored.
    @discardableResult
    public func setCompleted(_ isCompleted: Bool) async -> Bool {
        await succeeds {
            let completeTodo = CompleteTodoUseCase(todoRepository: todoRepository)
            try await show(completeTodo.execute(id: try loaded().id, isCompleted: isCompleted))
        }
    }
}
