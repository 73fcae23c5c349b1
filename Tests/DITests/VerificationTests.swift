import DI
import Testing

@Suite("verify() resolves everything once and reports every problem together")
struct VerificationTests {
    @Test("a complete composition verifies without error")
    func completeCompositionPasses() throws {
        let container = Container.todoGraph(dataSourceScope: .container)

        try container.verify()
    }

    @Test("several problems are listed in one error")
    func listsEveryProblem() throws {
        let container = Container()
        container.register((any Clock).self) { _ in SystemClock() }
        container.register((any Clock).self) { _ in SystemClock() }
        container.register((any TodoDataSource).self) { _ in throw DatabaseLocked() }
        container.register(TodoListViewModel.self) { resolver in
            try TodoListViewModel(
                repository: resolver.require((any TodoRepositoryProtocol).self),
                clock: SystemClock())
        }
        container.register(String.self) { (_, value: Int) in "\(value)" }

        let error = try #require(throws: VerificationError.self) { try container.verify() }

        #expect(error.count == 3)
        #expect(error.registrationProblems.map(\.kind) == [.registeredTwice])
        #expect(error.resolutionErrors.map(\.chain).contains(["TodoDataSource"]))
        #expect(error.resolutionErrors.map(\.chain).contains(["TodoListViewModel", "TodoRepositoryProtocol"]))
        #expect(error.description.contains("Clock was registered twice"))
        #expect(error.description.contains("database is locked"))
        #expect(error.description.contains("No registration for TodoRepositoryProtocol"))
    }

    @Test("a registration after the first resolve is reported, not silently used")
    func lateRegistrationIsReported() throws {
        let container = Container()
        container.register((any Clock).self) { _ in SystemClock() }
        _ = container.resolve((any Clock).self)
        container.register((any TodoDataSource).self) { _ in InMemoryTodoDataSource() }

        let error = try #require(throws: VerificationError.self) { try container.verify() }

        #expect(error.registrationProblems.map(\.kind) == [.registeredAfterFreeze])
        #expect(container.resolve((any TodoDataSource).self) == nil)
    }
}
