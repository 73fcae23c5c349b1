import DI
import Testing

private final class First: Sendable {
    init(_ next: Second) {}
}

private final class Second: Sendable {
    init(_ next: Third) {}
}

private final class Third: Sendable {
    init(_ next: First) {}
}

private final class Loop: Sendable {}

@Suite("Cycles are errors that show the loop, in every build configuration")
struct CycleDetectionTests {
    private func cyclicContainer(scope: ObjectScope) -> Container {
        let container = Container()
        container.register(First.self) { try First($0.require(Second.self)) }.inObjectScope(scope)
        container.register(Second.self) { try Second($0.require(Third.self)) }.inObjectScope(scope)
        container.register(Third.self) { try Third($0.require(First.self)) }.inObjectScope(scope)
        return container
    }

    @Test("a cycle of transient or graph services reports the full path", arguments: [ObjectScope.transient, .graph])
    func transientCycleShowsPath(scope: ObjectScope) throws {
        let container = cyclicContainer(scope: scope)

        let error = try #require(throws: ResolutionError.self) { try container.require(First.self) }

        guard case .cycle = error.reason else {
            Issue.record("expected .cycle, got \(error.reason)")
            return
        }
        #expect(error.chain == ["First", "Second", "Third", "First"])
        #expect(error.description.contains("First -> Second -> Third -> First"))
    }

    @Test("a cycle through singletons is an error, not a deadlock", arguments: [ObjectScope.container, .weak])
    func singletonCycleShowsPath(scope: ObjectScope) throws {
        let container = cyclicContainer(scope: scope)

        let error = try #require(throws: ResolutionError.self) { try container.require(Second.self) }

        #expect(error.chain == ["Second", "Third", "First", "Second"])
    }

    @Test("a cycle entered below the top shows how it was reached")
    func cycleBelowTheTop() throws {
        let container = cyclicContainer(scope: .transient)
        container.register(String.self) { resolver in
            _ = try resolver.require(Third.self)
            return "unreachable"
        }

        let error = try #require(throws: ResolutionError.self) { try container.require(String.self) }

        #expect(error.chain == ["String", "Third", "First", "Second", "Third"])
    }

    @Test("a singleton's factory that asks its container for that singleton gets a cycle naming it, not a deadlock")
    func singletonAskedOfItsOwnContainer() throws {
        let container = Container()
        container.register(Loop.self) { _ in
            _ = try container.require(Loop.self)
            return Loop()
        }.inObjectScope(.container)

        let error = try #require(throws: ResolutionError.self) { try container.require(Loop.self) }

        #expect(error.reason == .cycle)
        #expect(error.description.contains("while building Loop"))
    }
}
