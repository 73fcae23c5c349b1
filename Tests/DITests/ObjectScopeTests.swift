import DI
import Testing

@Suite("Object scopes: who shares an instance")
struct ObjectScopeTests {
    @Test("transient: every request builds a new instance, even inside one graph")
    func transientBuildsEveryTime() throws {
        let container = Container.todoGraph(clockScope: .transient)

        let viewModel = try container.require(TodoListViewModel.self)
        let again = try container.require((any Clock).self)

        #expect(viewModel.clock !== (viewModel.repository as? TodoRepositoryImpl)?.clock)
        #expect(again !== viewModel.clock)
    }

    @Test("graph (the default): one instance per top-level resolve, a new one for the next")
    func graphSharesWithinOneResolve() throws {
        let container = Container.todoGraph()

        let first = try container.require(TodoListViewModel.self)
        let second = try container.require(TodoListViewModel.self)

        #expect(first.clock === (first.repository as? TodoRepositoryImpl)?.clock)
        #expect(first.clock !== second.clock)
        #expect(first.repository !== second.repository)
    }

    @Test("container: one instance for every resolve, and its factory runs once")
    func containerIsASingleton() throws {
        let counter = FactoryCounter()
        let container = Container.todoGraph(dataSourceScope: .container, counter: counter)

        let first = try container.require(TodoListViewModel.self)
        let second = try container.require(TodoListViewModel.self)
        let direct = try container.require((any TodoDataSource).self)

        #expect(first.repository.dataSource === second.repository.dataSource)
        #expect(direct === first.repository.dataSource)
        #expect(counter.value == 1)
    }

    @Test("weak: shared while held, rebuilt after every holder released it")
    func weakLivesWhileHeld() throws {
        let counter = FactoryCounter()
        let container = Container.todoGraph(dataSourceScope: .weak, counter: counter)

        do {
            let held = try container.require((any TodoDataSource).self)
            let again = try container.require((any TodoDataSource).self)
            #expect(held === again)
            #expect(counter.value == 1)
        }
        _ = try container.require((any TodoDataSource).self)

        #expect(counter.value == 2)
    }

    @Test("weak on a value type: cannot be held weakly, so each resolve builds a new value")
    func weakValueTypeBehavesAsTransient() throws {
        let counter = FactoryCounter()
        let container = Container()
        container.register(Int.self) { _ in
            counter.increment()
            return 42
        }.inObjectScope(.weak)

        #expect(try container.require(Int.self) == 42)
        #expect(try container.require(Int.self) == 42)
        #expect(counter.value == 2)
    }
}
