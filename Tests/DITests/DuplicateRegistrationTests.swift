import DI
import Testing

@Suite("Registering a key twice is refused unless replacing was asked for")
struct DuplicateRegistrationTests {
    @Test("by default the key becomes unresolvable with a registeredTwice error")
    func duplicateIsRefusedByDefault() throws {
        let container = Container()
        container.register((any TodoDataSource).self) { _ in SQLiteTodoDataSource() }
        container.register((any TodoDataSource).self) { _ in InMemoryTodoDataSource() }

        let error = try #require(throws: ResolutionError.self) {
            try container.require((any TodoDataSource).self)
        }

        guard case .registeredTwice = error.reason else {
            Issue.record("expected .registeredTwice, got \(error.reason)")
            return
        }
        #expect(error.description.contains("TodoDataSource was registered twice"))
    }

    @Test("the same type under two names, or with other arguments, is not a duplicate")
    func otherKeysAreNotDuplicates() throws {
        let container = Container()
        container.register((any TodoDataSource).self) { _ in SQLiteTodoDataSource() }
        container.register((any TodoDataSource).self, name: "memory") { _ in InMemoryTodoDataSource() }
        container.register((any TodoDataSource).self) { (_, _: Int) in InMemoryTodoDataSource() }

        try container.verify()
    }

    @Test("with .replace the later registration wins")
    func replaceLetsTheLastWin() throws {
        let container = Container(duplicates: .replace)
        container.register((any TodoDataSource).self) { _ in SQLiteTodoDataSource() }
        container.register((any TodoDataSource).self) { _ in InMemoryTodoDataSource() }

        #expect(try container.require((any TodoDataSource).self) is InMemoryTodoDataSource)
        try container.verify()
    }
}
