import DI
import Testing

@Suite("verify() resolves everything once and reports every problem together")
struct VerificationTests {
    @Test("a complete composition verifies, having built every registration without arguments once")
    func completeCompositionPasses() throws {
        let counter = FactoryCounter()
        let container = Container.todoGraph(dataSourceScope: .container, counter: counter)
        let arguments = FactoryCounter()
        container.register(String.self) { (_, value: Int) in
            arguments.increment()
            return "\(value)"
        }

        try container.verify()

        #expect(counter.value == 1)
        #expect(arguments.value == 0)
        #expect(
            try container.require((any TodoDataSource).self)
                === container.require(TodoListViewModel.self).repository.dataSource)
        #expect(counter.value == 1)
    }

    @Test("several problems are listed in one error")
    func listsEveryProblem() throws {
        let container = Container()
        container.register((any Clock).self) { _ in SystemClock() }
        container.register((any Clock).self) { _ in SystemClock() }
        container.register((any TodoDataSource).self) { _ in throw DatabaseLocked() }
        container.register(TodoListViewModel.self) { resolver in
            try TodoListViewModel(repository: resolver.require((any TodoRepositoryProtocol).self), clock: SystemClock())
        }
        container.register(String.self) { (_, value: Int) in "\(value)" }

        let error = try #require(throws: VerificationError.self) { try container.verify() }

        #expect(error.count == 3)
        #expect(error.registrationProblems == ["Clock was registered twice in the same container"])
        #expect(error.resolutionErrors.map(\.chain).contains(["TodoDataSource"]))
        #expect(error.resolutionErrors.map(\.chain).contains(["TodoListViewModel", "TodoRepositoryProtocol"]))
        #expect(error.description.contains("Clock was registered twice"))
        #expect(error.description.contains("database is locked"))
        #expect(error.description.contains("No registration for TodoRepositoryProtocol"))
    }
}
