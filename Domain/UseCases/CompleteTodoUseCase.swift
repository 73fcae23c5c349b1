/// Marks a todo done or open again. Only the completion changes, in one store transaction, so an
/// edit of its other fields made meanwhile (by another process, say) is kept.
public struct CompleteTodoUseCase: Sendable {
    private let todoRepository: any TodoRepositoryProtocol

    /// Completes and reopens the todos of `todoRepository`.
    public init(todoRepository: any TodoRepositoryProtocol) {
        self.todoRepository = todoRepository
    }

    /// Marks todo `id` done (`true`) or open (`false`) and returns it as stored; done again is
    /// no error.
    public func execute(id: Todo.ID, isCompleted: Bool) async throws(RepositoryError) -> Todo {
        try await todoRepository.update(id: id) { $0.isCompleted = isCompleted }
    }

    /// Marks todo `id` done when it is open and open when it is done, as it is stored at that
    /// moment, and returns it as stored.
    public func toggle(id: Todo.ID) async throws(RepositoryError) -> Todo {
        try await todoRepository.update(id: id) { $0.isCompleted.toggle() }
    }
}
