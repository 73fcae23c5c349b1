import DI
import Testing

@Suite("Child containers and override scopes see the parent and never change it")
struct ContainerHierarchyTests {
    @Test("a child resolves the parent's registrations and adds its own")
    func childSeesParent() throws {
        let parent = Container.todoGraph()
        let child = parent.makeChild()
        child.register(String.self) { _ in "child only" }

        #expect(child.resolve(TodoListViewModel.self) != nil)
        #expect(child.resolve(String.self) == "child only")
        #expect(parent.resolve(String.self) == nil)
    }

    @Test("a child's override is used through the graph, the parent keeps its own")
    func childOverrideStaysInChild() throws {
        let parent = Container.todoGraph()
        let child = parent.makeChild()
        child.register((any TodoDataSource).self) { _ in SQLiteTodoDataSource() }

        #expect(try child.require(TodoListViewModel.self).repository.dataSource is SQLiteTodoDataSource)
        #expect(try parent.require(TodoListViewModel.self).repository.dataSource is InMemoryTodoDataSource)
    }

    @Test("a child shares the parent's singleton, built from the parent's registrations")
    func childSharesParentSingleton() throws {
        let parent = Container.todoGraph()
        parent.register((any TodoRepositoryProtocol).self, name: "shared") { resolver in
            try TodoRepositoryImpl(
                dataSource: resolver.require((any TodoDataSource).self), clock: resolver.require((any Clock).self))
        }.inObjectScope(.container)
        let child = parent.makeChild()
        child.register((any TodoDataSource).self) { _ in SQLiteTodoDataSource() }

        let fromChild = try child.require((any TodoRepositoryProtocol).self, name: "shared")
        let fromParent = try parent.require((any TodoRepositoryProtocol).self, name: "shared")

        #expect(fromChild === fromParent)
        #expect(fromChild.dataSource is InMemoryTodoDataSource)
    }

    @Test("an override scope rebuilds inherited singletons with its overrides and leaves the parent untouched")
    func overrideScopeIsolatesSingletons() throws {
        let counter = FactoryCounter()
        let parent = Container.todoGraph(clockScope: .container)
        parent.register((any TodoRepositoryProtocol).self, name: "shared") { resolver in
            counter.increment()
            return try TodoRepositoryImpl(
                dataSource: resolver.require((any TodoDataSource).self), clock: resolver.require((any Clock).self))
        }.inObjectScope(.container)
        let scope = parent.makeOverrideScope()
        scope.register((any TodoDataSource).self) { _ in SQLiteTodoDataSource() }

        let scoped = try scope.require((any TodoRepositoryProtocol).self, name: "shared")
        #expect(scoped.dataSource is SQLiteTodoDataSource)
        #expect(counter.value == 1)

        let original = try parent.require((any TodoRepositoryProtocol).self, name: "shared")
        #expect(original.dataSource is InMemoryTodoDataSource)
        #expect(original !== scoped)
        #expect(counter.value == 2)
    }

    @Test("parallel override scopes of one parent stay independent", arguments: 0..<8)
    func parallelScopesAreIndependent(index: Int) throws {
        let parent = Container.todoGraph()
        let scope = parent.makeOverrideScope()
        scope.register(Int.self) { _ in index }

        #expect(try scope.require(Int.self) == index)
        #expect(parent.resolve(Int.self) == nil)
    }

    @Test("registering in a child a key of the parent is an override, not a duplicate")
    func overridingIsNotADuplicate() throws {
        let parent = Container.todoGraph()
        let child = parent.makeChild()
        child.register((any Clock).self) { _ in SystemClock() }

        try child.verify()
    }
}
