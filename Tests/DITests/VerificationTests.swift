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

    @Test("a child's verify covers the parent's registrations resolved with the child's overrides")
    func childVerifiesInheritedRegistrations() throws {
        let parent = Container()
        parent.register(TodoListViewModel.self) { resolver in
            try TodoListViewModel(repository: resolver.require((any TodoRepositoryProtocol).self), clock: SystemClock())
        }
        let child = Container(parent: parent)

        let error = try #require(throws: VerificationError.self) { try child.verify() }

        #expect(error.resolutionErrors.map(\.chain) == [["TodoListViewModel", "TodoRepositoryProtocol"]])
        let repository = TodoRepositoryImpl(dataSource: InMemoryTodoDataSource(), clock: SystemClock())
        child.register((any TodoRepositoryProtocol).self) { _ in repository }

        try child.verify()
        #expect(try child.require(TodoListViewModel.self).repository === repository)
        let parentError = try #require(throws: VerificationError.self) { try parent.verify() }
        #expect(parentError.resolutionErrors.map(\.chain) == [["TodoListViewModel", "TodoRepositoryProtocol"]])
    }
}
