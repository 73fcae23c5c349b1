import DI
import Synchronization
import Testing

private final class Parent: Sendable {
    let child = Mutex<Child?>(nil)
    let initialChild: Child?

    init(child: Child? = nil) {
        initialChild = child
    }
}

private final class Child: Sendable {
    let parent = Mutex<Parent?>(nil)
}

@Suite("initCompleted: property injection and cycles through properties")
struct InitCompletedTests {
    @Test("every handler runs once with each new instance, in order")
    func handlersRunWithEachInstance() throws {
        let calls = Mutex<[String]>([])
        let container = Container()
        container.register(Child.self) { _ in Child() }
            .initCompleted { _, _ in calls.withLock { $0.append("first") } }
            .initCompleted { _, _ in calls.withLock { $0.append("second") } }

        _ = try container.require(Child.self)
        _ = try container.require(Child.self)

        #expect(calls.withLock { $0 } == ["first", "second", "first", "second"])
    }

    @Test("a cycle through properties resolves to one instance of each", arguments: [ObjectScope.graph, .container])
    func propertyCycle(scope: ObjectScope) throws {
        let container = Container()
        container.register(Parent.self) { _ in Parent() }
            .initCompleted { resolver, parent in parent.child.withLock { $0 = resolver.resolve(Child.self) } }
            .inObjectScope(scope)
        container.register(Child.self) { _ in Child() }
            .initCompleted { resolver, child in child.parent.withLock { $0 = resolver.resolve(Parent.self) } }
            .inObjectScope(scope)

        let parent = try container.require(Parent.self)
        let child = try #require(parent.child.withLock { $0 })

        #expect(child.parent.withLock { $0 } === parent)
    }

    @Test(
        "a cycle through an initializer and a property runs each factory once",
        arguments: [ObjectScope.graph, .container])
    func initializerAndPropertyCycle(scope: ObjectScope) throws {
        let parents = FactoryCounter()
        let container = Container()
        container.register(Parent.self) { resolver in
            parents.increment()
            return Parent(child: try resolver.require(Child.self))
        }.inObjectScope(scope)
        container.register(Child.self) { _ in Child() }
            .initCompleted { resolver, child in child.parent.withLock { $0 = resolver.resolve(Parent.self) } }
            .inObjectScope(scope)

        let parent = try container.require(Parent.self)

        #expect(parent.initialChild?.parent.withLock { $0 } === parent)
        #expect(parents.value == 1)
    }
}
