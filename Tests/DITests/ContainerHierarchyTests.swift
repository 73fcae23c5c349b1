import DI
import Testing

@Suite("Child containers see the parent and never change it")
struct ContainerHierarchyTests {
    @Test("a child resolves the parent's registrations and adds its own, which the parent does not see")
    func childSeesParent() throws {
        let parent = Container.todoGraph()
        let child = Container(parent: parent)
        child.register(String.self) { _ in "child only" }

        #expect(try child.require(TodoListViewModel.self).repository.dataSource is InMemoryTodoDataSource)
        #expect(child.resolve(String.self) == "child only")
        #expect(parent.resolve(String.self) == nil)
    }

    @Test("a child's override is used throughout the graph; the parent keeps its own")
    func childOverrideStaysInChild() throws {
        let parent = Container.todoGraph()
        let child = Container(parent: parent)
        child.register((any TodoDataSource).self) { _ in SQLiteTodoDataSource() }

        #expect(try child.require(TodoListViewModel.self).repository.dataSource is SQLiteTodoDataSource)
        #expect(try child.require((any TodoDataSource).self) is SQLiteTodoDataSource)
        #expect(try parent.require(TodoListViewModel.self).repository.dataSource is InMemoryTodoDataSource)
    }

    @Test("a child shares the parent's singleton, built from the parent's registrations")
    func childSharesParentSingleton() throws {
        let parent = Container.todoGraph()
        parent.register((any TodoRepositoryProtocol).self, name: "shared") { resolver in
            try TodoRepositoryImpl(
                dataSource: resolver.require((any TodoDataSource).self), clock: resolver.require((any Clock).self))
        }.inObjectScope(.container)
        let child = Container(parent: parent)
        child.register((any TodoDataSource).self) { _ in SQLiteTodoDataSource() }

        let fromChild = try child.require((any TodoRepositoryProtocol).self, name: "shared")
        let fromParent = try parent.require((any TodoRepositoryProtocol).self, name: "shared")

        #expect(fromChild === fromParent)
        #expect(fromChild.dataSource is InMemoryTodoDataSource)
    }

    @Test("children of one parent stay independent of each other and of the parent", arguments: 0..<8)
    func siblingsAreIndependent(index: Int) throws {
        let parent = Container.todoGraph()
        let child = Container(parent: parent)
        let sibling = Container(parent: parent)
        child.register(Int.self) { _ in index }

        #expect(try child.require(Int.self) == index)
        #expect(parent.resolve(Int.self) == nil)
        #expect(sibling.resolve(Int.self) == nil)
    }

    @Test("registering in a child a key of the parent is an override, not a duplicate, and the override wins")
    func overridingIsNotADuplicate() throws {
        let parent = Container.todoGraph()
        let child = Container(parent: parent)
        let childClock = SystemClock()
        child.register((any Clock).self) { _ in childClock }

        try child.verify()
        #expect(try child.require((any Clock).self) === childClock)
        #expect(try child.require(TodoListViewModel.self).clock === childClock)
        #expect(try parent.require((any Clock).self) !== childClock)
    }
}
