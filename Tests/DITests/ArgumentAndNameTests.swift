import DI
import Testing

private struct Greeting: Equatable {
    let text: String
}

@Suite("Runtime arguments and names select the registration")
struct ArgumentAndNameTests {
    @Test("one, two and three typed arguments reach the factory in order")
    func argumentsReachTheFactory() throws {
        let container = Container()
        container.register(Greeting.self) { (_, name: String) in Greeting(text: "Hello \(name)") }
        container.register(Greeting.self) { (_, name: String, times: Int) in
            Greeting(text: String(repeating: name, count: times))
        }
        container.register(Greeting.self) { (_, name: String, times: Int, loud: Bool) in
            Greeting(text: loud ? name.uppercased() + "\(times)" : name)
        }

        #expect(container.resolve(Greeting.self, argument: "Ada") == Greeting(text: "Hello Ada"))
        #expect(container.resolve(Greeting.self, arguments: "ab", 2) == Greeting(text: "abab"))
        #expect(container.resolve(Greeting.self, arguments: "ab", 3, true) == Greeting(text: "AB3"))
    }

    @Test("arguments of another type, or none at all, do not match")
    func argumentTypesMustMatch() throws {
        let container = Container()
        container.register(Greeting.self) { (_, name: String) in Greeting(text: name) }

        #expect(container.resolve(Greeting.self, argument: 7) == nil)
        #expect(container.resolve(Greeting.self) == nil)
        #expect(container.resolve(Greeting.self, arguments: "a", "b") == nil)
        let error = #expect(throws: ResolutionError.self) { try container.require(Greeting.self, argument: 7) }
        #expect(error?.nearMisses == ["Greeting (arguments: String)"])
    }

    @Test("names select among registrations of one type, and the unnamed one is separate")
    func namesSelectRegistrations() throws {
        let container = Container()
        container.register((any TodoDataSource).self, name: "sqlite") { _ in SQLiteTodoDataSource() }
        container.register((any TodoDataSource).self, name: "memory") { _ in InMemoryTodoDataSource() }

        #expect(container.resolve((any TodoDataSource).self, name: "sqlite") is SQLiteTodoDataSource)
        #expect(container.resolve((any TodoDataSource).self, name: "memory") is InMemoryTodoDataSource)
        #expect(container.resolve((any TodoDataSource).self) == nil)
        #expect(container.resolve((any TodoDataSource).self, name: "file") == nil)
    }

    @Test("a named registration can take arguments too")
    func namedWithArgument() throws {
        let container = Container()
        container.register(Greeting.self, name: "formal") { (_, name: String) in Greeting(text: "Dear \(name)") }

        #expect(container.resolve(Greeting.self, name: "formal", argument: "Ada") == Greeting(text: "Dear Ada"))
        #expect(container.resolve(Greeting.self, argument: "Ada") == nil)
    }
}
