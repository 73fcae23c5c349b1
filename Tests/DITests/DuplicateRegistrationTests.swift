import DI
import Foundation
import Testing

@Suite("Registering a key twice is refused unless replacing was asked for")
struct DuplicateRegistrationTests {
    @Test("by default the key becomes unresolvable with a registeredTwice error, and verify reports it")
    func duplicateIsRefusedByDefault() throws {
        let container = Container()
        container.register((any TodoDataSource).self) { _ in SQLiteTodoDataSource() }
        container.register((any TodoDataSource).self) { _ in InMemoryTodoDataSource() }

        let error = try #require(throws: ResolutionError.self) { try container.require((any TodoDataSource).self) }
        let report = try #require(throws: VerificationError.self) { try container.verify() }

        guard case .registeredTwice = error.reason else {
            Issue.record("expected .registeredTwice, got \(error.reason)")
            return
        }
        #expect(error.description.contains("TodoDataSource was registered twice"))
        #expect(
            report.registrationProblems.map(\.description) == [
                "TodoDataSource was registered twice in the same container"
            ])
    }

    @Test("the same type under two names, or with other arguments, is not a duplicate: each resolves to its own")
    func otherKeysAreNotDuplicates() throws {
        let container = Container()
        container.register((any TodoDataSource).self) { _ in SQLiteTodoDataSource() }
        container.register((any TodoDataSource).self, name: "memory") { _ in InMemoryTodoDataSource() }
        container.register((any TodoDataSource).self) { (_, _: Int) in InMemoryTodoDataSource() }

        try container.verify()
        #expect(try container.require((any TodoDataSource).self) is SQLiteTodoDataSource)
        #expect(try container.require((any TodoDataSource).self, name: "memory") is InMemoryTodoDataSource)
        #expect(try container.require((any TodoDataSource).self, arguments: 1) is InMemoryTodoDataSource)
    }

    @Test("a third registration of a refused key stays refused, and verify reports the key once")
    func refusedKeyStaysRefused() throws {
        let container = Container()
        for _ in 0..<3 {
            container.register((any Clock).self) { _ in SystemClock() }
        }

        let report = try #require(throws: VerificationError.self) { try container.verify() }

        #expect(report.registrationProblems == ["Clock was registered twice in the same container"])
        #expect(report.resolutionErrors.isEmpty)
        #expect(container.resolve((any Clock).self) == nil)
    }

    @Test("with duplicates: .replace the later registration wins, Swinject's way, and the earlier never runs")
    func replaceLetsTheLastWin() throws {
        let earlier = FactoryCounter()
        let container = Container(duplicates: .replace)
        container.register((any TodoDataSource).self) { _ in
            earlier.increment()
            return SQLiteTodoDataSource()
        }
        container.register((any TodoDataSource).self) { _ in InMemoryTodoDataSource() }

        try container.verify()
        #expect(try container.require((any TodoDataSource).self) is InMemoryTodoDataSource)
        #expect(earlier.value == 0)
        #expect(container.description.components(separatedBy: "Service: TodoDataSource").count == 2)
    }
}
