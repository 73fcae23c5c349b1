import DI
import Testing

/// A resolver that is not the container's own, to check that the `Resolver` extension falls back
/// to the requirements for any conforming type.
private final class FixedResolver: Resolver {
    func require<Service>(_ serviceType: Service.Type, name: String?) throws(ResolutionError) -> Service {
        let container = Container()
        container.register(String.self) { _ in "fixed \(name ?? "unnamed")" }
        return try container.require(serviceType, name: nil)
    }

    func require<Service, Argument>(
        _ serviceType: Service.Type,
        name: String?,
        argument: Argument
    ) throws(ResolutionError) -> Service {
        try require(serviceType, name: name)
    }

    func require<Service, Argument1, Argument2>(
        _ serviceType: Service.Type,
        name: String?,
        arguments argument1: Argument1,
        _ argument2: Argument2
    ) throws(ResolutionError) -> Service {
        try require(serviceType, name: name)
    }

    func require<Service, Argument1, Argument2, Argument3>(
        _ serviceType: Service.Type,
        name: String?,
        arguments argument1: Argument1,
        _ argument2: Argument2,
        _ argument3: Argument3
    ) throws(ResolutionError) -> Service {
        try require(serviceType, name: name)
    }
}

private struct Greeting: Equatable {
    let text: String
}

@Suite("Resolver: what factories call to build their dependencies")
struct ResolverTests {
    @Test("inside a factory, named requests and requests with arguments are resolved in the same graph")
    func nestedNamedAndArgumentRequests() throws {
        let container = Container()
        container.register(Greeting.self, name: "formal") { (_, name: String) in Greeting(text: "Dear \(name)") }
        container.register(Int.self, name: "answer") { _ in 42 }
        container.register(String.self) { resolver in
            let greeting = try resolver.require(Greeting.self, name: "formal", argument: "Ada")
            let number = try resolver.require(Int.self, name: "answer")
            return "\(greeting.text), \(number)"
        }

        #expect(try container.require(String.self) == "Dear Ada, 42")
    }

    @Test("inside a factory, a failing nested request with arguments names its argument types")
    func nestedArgumentFailureNamesTypes() throws {
        let container = Container()
        container.register(String.self) { resolver in
            try resolver.require(Greeting.self, arguments: 1, true).text
        }

        let error = try #require(throws: ResolutionError.self) { try container.require(String.self) }

        #expect(error.chain == ["String", "Greeting (arguments: Int, Bool)"])
    }

    @Test("a resolver of another type is served through its requirements")
    func foreignResolverUsesRequirements() throws {
        let resolver: any Resolver = FixedResolver()

        #expect(resolver.resolve(String.self) == "fixed unnamed")
        #expect(resolver.resolve(String.self, name: "x") == "fixed x")
        #expect(try resolver.require(String.self, argument: 1) == "fixed unnamed")
    }

    @Test("a container-scoped factory that threw is retried by the next resolve, then kept")
    func failedSingletonIsRetried() throws {
        let counter = FactoryCounter()
        let container = Container()
        container.register((any TodoDataSource).self) { _ in
            counter.increment()
            if counter.value == 1 {
                throw DatabaseLocked()
            }
            return SQLiteTodoDataSource()
        }.inObjectScope(.container)

        #expect(container.resolve((any TodoDataSource).self) == nil)
        let first = try container.require((any TodoDataSource).self)
        let second = try container.require((any TodoDataSource).self)

        #expect(first === second)
        #expect(counter.value == 2)
    }

    @Test("graph scope shares an instance however many services the graph caches")
    func graphScopeWithManyCachedServices() throws {
        let container = Container()
        for index in 0..<6 {
            container.register(Int.self, name: "n\(index)") { _ in index }
        }
        container.register((any Clock).self) { _ in SystemClock() }
        container.register([ObjectIdentifier].self) { resolver in
            var identities: [ObjectIdentifier] = []
            for index in 0..<6 {
                _ = try resolver.require(Int.self, name: "n\(index)")
                identities.append(ObjectIdentifier(try resolver.require((any Clock).self)))
            }
            return identities
        }

        let identities = try container.require([ObjectIdentifier].self)

        #expect(Set(identities).count == 1)
    }
}
