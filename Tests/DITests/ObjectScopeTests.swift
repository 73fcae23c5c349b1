import DI
import Testing

@Suite("Object scopes: who shares an instance")
struct ObjectScopeTests {
    @Test("transient: every request builds a new instance, even inside one graph")
    func transientIsNeverShared() throws {
        let counter = FactoryCounter()
        let container = Container.todoGraph(dataSourceScope: .transient, clockScope: .transient, counter: counter)

        let viewModel = try container.require(TodoListViewModel.self)
        let repository = try #require(viewModel.repository as? TodoRepositoryImpl)

        #expect(repository.clock !== viewModel.clock)
        #expect(try container.require((any TodoDataSource).self) !== viewModel.repository.dataSource)
        #expect(counter.value == 2)
    }

    @Test("graph (the default): shared inside one resolve, new in the next")
    func graphIsSharedWithinOneResolve() throws {
        let container = Container.todoGraph()

        let first = try container.require(TodoListViewModel.self)
        let second = try container.require(TodoListViewModel.self)
        let repository = try #require(first.repository as? TodoRepositoryImpl)

        #expect(repository.clock === first.clock)
        #expect(first.clock !== second.clock)
        // The repository is registered with no scope: the default shares it inside a resolve only.
        container.register(String.self) { resolver in
            let (one, other) = try (
                resolver.require((any TodoRepositoryProtocol).self), resolver.require((any TodoRepositoryProtocol).self)
            )
            return one === other ? "shared" : "apart"
        }
        #expect(try container.require(String.self) == "shared")
        #expect(first.repository !== second.repository)
    }

    @Test("container: one instance for the container's life, its factory run once")
    func containerIsASingleton() throws {
        let counter = FactoryCounter()
        let container = Container.todoGraph(dataSourceScope: .container, counter: counter)

        let first = try container.require(TodoListViewModel.self)
        let second = try container.require(TodoListViewModel.self)

        #expect(first.repository.dataSource === second.repository.dataSource)
        #expect(try container.require((any TodoDataSource).self) === first.repository.dataSource)
        #expect(counter.value == 1)
    }

    @Test("weak: shared while held, rebuilt once every holder released it; values behave as transient")
    func weakLivesWhileHeld() throws {
        let counter = FactoryCounter()
        let container = Container.todoGraph(dataSourceScope: .weak, counter: counter)
        container.register(Int.self) { _ in
            counter.increment()
            return 42
        }.inObjectScope(.weak)

        do {
            let held = try container.require((any TodoDataSource).self)
            #expect(try container.require((any TodoDataSource).self) === held)
            #expect(counter.value == 1)
        }
        _ = try container.require((any TodoDataSource).self)
        #expect(counter.value == 2)
        #expect(try container.require(Int.self) + container.require(Int.self) == 84)
        #expect(counter.value == 4)
    }

    @Test("inObjectScope changes the scope of a registration already made, and with it who shares")
    func inObjectScopeChangesTheScope() throws {
        let container = Container()
        let registration = container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.container)

        #expect(try container.require((any Clock).self) === container.require((any Clock).self))
        registration.inObjectScope(.transient)
        #expect(try container.require((any Clock).self) !== container.require((any Clock).self))
    }

    @Test("resetObjectScope forgets the singletons of that scope only, or of one type only")
    func resetObjectScopeForgetsSingletons() throws {
        let container = Container()
        container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.container)
        container.register((any TodoDataSource).self) { _ in InMemoryTodoDataSource() }.inObjectScope(.container)
        let clock = try container.require((any Clock).self)
        let dataSource = try container.require((any TodoDataSource).self)

        container.resetObjectScope(.weak)
        #expect(try container.require((any Clock).self) === clock)

        container.resetObjectScope(.container, serviceType: (any Clock).self)
        let newClock = try container.require((any Clock).self)
        #expect(newClock !== clock)
        #expect(try container.require((any TodoDataSource).self) === dataSource)

        container.resetObjectScope(.container)
        #expect(try container.require((any Clock).self) !== newClock)
        #expect(try container.require((any TodoDataSource).self) !== dataSource)
    }
}
