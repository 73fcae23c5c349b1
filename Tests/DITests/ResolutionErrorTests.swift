import DI
import Testing

@Suite("ResolutionError names the request, the chain and the near misses")
struct ResolutionErrorTests {
    private func containerWithoutUnnamedDataSource() -> Container {
        let broken = Container()
        broken.register((any TodoDataSource).self, name: "sqlite") { _ in SQLiteTodoDataSource() }
        broken.register((any TodoDataSource).self) { (_, path: String) in SQLiteTodoDataSource() }
        broken.register((any Clock).self) { _ in SystemClock() }
        broken.register((any TodoRepositoryProtocol).self) { resolver in
            try TodoRepositoryImpl(
                dataSource: resolver.require((any TodoDataSource).self), clock: resolver.require((any Clock).self))
        }
        broken.register(TodoListViewModel.self) { resolver in
            try TodoListViewModel(
                repository: resolver.require((any TodoRepositoryProtocol).self),
                clock: resolver.require((any Clock).self))
        }
        return broken
    }

    @Test("a missing dependency deep in the graph reports the whole chain")
    func missingDependencyShowsChain() throws {
        let container = containerWithoutUnnamedDataSource()

        let error = try #require(throws: ResolutionError.self) { try container.require(TodoListViewModel.self) }

        guard case .notRegistered = error.reason else {
            Issue.record("expected .notRegistered, got \(error.reason)")
            return
        }
        #expect(error.chain == ["TodoListViewModel", "TodoRepositoryProtocol", "TodoDataSource"])
        #expect(error.requested == "TodoDataSource")
        #expect(error.description.contains("TodoListViewModel -> TodoRepositoryProtocol -> TodoDataSource"))
    }

    @Test("near misses list the same type under another name or with other arguments")
    func nearMissesAreListed() throws {
        let container = containerWithoutUnnamedDataSource()

        let error = try #require(throws: ResolutionError.self) { try container.require(TodoListViewModel.self) }

        #expect(Set(error.nearMisses) == ["TodoDataSource (name: \"sqlite\")", "TodoDataSource (arguments: String)"])
        #expect(error.description.contains("Near misses:"))
        #expect(error.description.contains("TodoDataSource (name: \"sqlite\")"))
    }

    @Test("a top-level request for an unknown name says which name was asked for")
    func requestedNameIsNamed() throws {
        let container = containerWithoutUnnamedDataSource()

        let error = try #require(throws: ResolutionError.self) {
            try container.require((any TodoDataSource).self, name: "file")
        }

        #expect(error.chain == ["TodoDataSource (name: \"file\")"])
        #expect(error.description.hasPrefix("No registration for TodoDataSource (name: \"file\")."))
    }

    @Test("a throwing factory's error is the cause, wrapped with the chain that needed it")
    func factoryErrorIsWrappedWithChain() throws {
        let failing = Container.todoGraph(makeDataSource: { throw DatabaseLocked() })

        let error = try #require(throws: ResolutionError.self) { try failing.require(TodoListViewModel.self) }

        guard case .factoryFailed = error.reason else {
            Issue.record("expected .factoryFailed, got \(error.reason)")
            return
        }
        #expect(error.underlyingError is DatabaseLocked)
        #expect(error.chain == ["TodoListViewModel", "TodoRepositoryProtocol", "TodoDataSource"])
        #expect(error.description.contains("database is locked"))
        #expect(failing.resolve(TodoListViewModel.self) == nil)
    }

    @Test("the optional resolve returns nil where require throws")
    func optionalResolveReturnsNil() {
        let container = containerWithoutUnnamedDataSource()

        #expect(container.resolve(TodoListViewModel.self) == nil)
        #expect(container.resolve((any Clock).self) != nil)
    }
}
