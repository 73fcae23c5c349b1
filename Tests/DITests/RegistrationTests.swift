import DI
import Testing

private struct Greeting: Equatable {
    let text: String
}

@Suite("Registering and resolving by type, name and runtime arguments")
struct RegistrationTests {
    @Test("zero to nine typed arguments reach the factory in order")
    func argumentsReachTheFactory() throws {
        let container = Container()
        container.register(Greeting.self) { _ in Greeting(text: "none") }
        container.register(Greeting.self) { (_, name: String) in Greeting(text: "Hello \(name)") }
        container.register(Greeting.self) { (_, name: String, times: Int) in
            Greeting(text: String(repeating: name, count: times))
        }
        container.register(Greeting.self) {
            (_, a: String, b: String, c: String, d: String, e: String, f: String, g: String, h: String, i: String) in
            Greeting(text: a + b + c + d + e + f + g + h + i)
        }

        #expect(container.resolve(Greeting.self) == Greeting(text: "none"))
        #expect(container.resolve(Greeting.self, argument: "Ada") == Greeting(text: "Hello Ada"))
        #expect(container.resolve(Greeting.self, arguments: "ab", 2) == Greeting(text: "abab"))
        #expect(
            try container.require(Greeting.self, arguments: "1", "2", "3", "4", "5", "6", "7", "8", "9")
                == Greeting(text: "123456789"))
    }

    @Test("arguments of other types, or another count, do not match, and the error lists the near misses")
    func argumentTypesMustMatch() throws {
        let container = Container()
        container.register(Greeting.self) { (_, name: String) in Greeting(text: name) }

        #expect(container.resolve(Greeting.self, argument: 7) == nil)
        #expect(container.resolve(Greeting.self) == nil)
        #expect(container.resolve(Greeting.self, arguments: "a", "b") == nil)
        let error = #expect(throws: ResolutionError.self) { try container.require(Greeting.self, arguments: 7) }
        #expect(error?.nearMisses == ["Greeting (arguments: String)"])
    }

    @Test("names select among registrations of one type, and the unnamed one is separate")
    func namesSelectRegistrations() throws {
        let container = Container()
        container.register((any TodoDataSource).self, name: "sqlite") { _ in SQLiteTodoDataSource() }
        container.register((any TodoDataSource).self, name: "memory") { _ in InMemoryTodoDataSource() }
        container.register(Greeting.self, name: "formal") { (_, name: String) in Greeting(text: "Dear \(name)") }

        #expect(container.resolve((any TodoDataSource).self, name: "sqlite") is SQLiteTodoDataSource)
        #expect(try container.require((any TodoDataSource).self, name: "memory") is InMemoryTodoDataSource)
        #expect(container.resolve((any TodoDataSource).self) == nil)
        #expect(container.resolve((any TodoDataSource).self, name: "file") == nil)
        #expect(container.resolve(Greeting.self, name: "formal", argument: "Ada") == Greeting(text: "Dear Ada"))
        #expect(container.resolve(Greeting.self, argument: "Ada") == nil)
    }

    @Test("a registration made after the first resolve is used by the next one")
    func registrationAfterFirstResolve() throws {
        let container = Container()
        container.register((any Clock).self) { _ in SystemClock() }
        _ = try container.require((any Clock).self)

        container.register((any TodoDataSource).self) { _ in InMemoryTodoDataSource() }

        #expect(container.resolve((any TodoDataSource).self) is InMemoryTodoDataSource)
        try container.verify()
    }

    @Test("removeAll forgets every registration, and registering again works")
    func removeAllForgetsRegistrations() throws {
        let container = Container()
        container.register((any TodoDataSource).self) { _ in SQLiteTodoDataSource() }
        container.register((any Clock).self, name: "wall") { _ in SystemClock() }

        container.removeAll()

        #expect(container.resolve((any TodoDataSource).self) == nil)
        #expect(container.resolve((any Clock).self, name: "wall") == nil)
        container.register((any TodoDataSource).self) { _ in InMemoryTodoDataSource() }
        #expect(container.resolve((any TodoDataSource).self) is InMemoryTodoDataSource)
    }

    @Test("synchronize returns the container itself, which is already safe to share")
    func synchronizeIsTheContainer() throws {
        let container = Container()
        container.register((any Clock).self) { _ in SystemClock() }.inObjectScope(.container)

        #expect(container.synchronize() === container)
        #expect(try container.synchronize().require((any Clock).self) === container.require((any Clock).self))
    }

    @Test("description lists each registration as Swinject does, sorted")
    func descriptionListsRegistrations() {
        let container = Container()
        #expect(container.description == "[\n]")

        container.register(Greeting.self, name: "b") { (_, _: String, _: Bool) in Greeting(text: "") }
            .inObjectScope(.container)
        container.register(Greeting.self, name: "a") { _ in Greeting(text: "") }.initCompleted { _, _ in }

        #expect(
            container.description == """
                [
                    { Service: Greeting, Name: "a", Factory: Resolver -> Greeting, ObjectScope: graph, \
                InitCompleted: Specified 1 closures },
                    { Service: Greeting, Name: "b", Factory: (Resolver, String, Bool) -> Greeting, ObjectScope: container }
                ]
                """)
    }
}
