import Domain
import Foundation
import TestSupport
import Testing

@Suite("CompleteTodoUseCase")
struct CompleteTodoUseCaseTests {
    static let stored = Todo(
        id: Fixtures.id(0xA1), title: "Buy milk", notes: "semi-skimmed", priority: .high, createdAt: Fixtures.date())

    /// A repository holding `todo`, whose update applies the change to it as a store would.
    static func repository(holding todo: Todo) -> StubTodoRepository {
        StubTodoRepository { stubs in
            stubs.update = { id, change throws(RepositoryError) in
                guard id == todo.id else { throw .notFound(entity: "todo", id: id) }
                var changed = todo
                do throws(ValidationError) {
                    try change(&changed)
                } catch {
                    throw .validation(error)
                }
                return changed
            }
        }
    }

    @Test("complete marks an open todo done and changes nothing else")
    func complete() async throws {
        let useCase = CompleteTodoUseCase(todoRepository: Self.repository(holding: Self.stored))

        let done = try await useCase.execute(id: Self.stored.id, isCompleted: true)

        var expected = Self.stored
        expected.isCompleted = true
        #expect(done == expected)
    }

    @Test("reopen marks a done todo open; done again stays done")
    func reopenAndRepeat() async throws {
        var finished = Self.stored
        finished.isCompleted = true
        let useCase = CompleteTodoUseCase(todoRepository: Self.repository(holding: finished))

        #expect(try await useCase.execute(id: finished.id, isCompleted: false).isCompleted == false)
        #expect(try await useCase.execute(id: finished.id, isCompleted: true).isCompleted == true)
    }

    @Test("toggle flips the completion the store holds")
    func toggle() async throws {
        var finished = Self.stored
        finished.isCompleted = true

        #expect(
            try await CompleteTodoUseCase(todoRepository: Self.repository(holding: Self.stored))
                .toggle(id: Self.stored.id).isCompleted)
        #expect(
            try await CompleteTodoUseCase(todoRepository: Self.repository(holding: finished))
                .toggle(id: finished.id).isCompleted == false)
    }

    @Test("a todo that is not stored is .notFound")
    func notFound() async throws {
        let useCase = CompleteTodoUseCase(todoRepository: Self.repository(holding: Self.stored))
        let missing = Fixtures.id(0xFF)

        let error = await repositoryError { () throws(RepositoryError) in
            try await useCase.execute(id: missing, isCompleted: true)
        }

        #expect(error?.isNotFound(missing) == true)
    }
}
