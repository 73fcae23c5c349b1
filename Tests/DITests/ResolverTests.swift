import DI
import Testing

/// A resolver that is not the container's own: the extension must fall back to the requirement.
private final class FixedResolver: Resolver {
    func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        var count = 0
        for _ in repeat (each Argument).self {
            count += 1
        }
        let text = "fixed \(name ?? "unnamed") \(count)"
        let container = Container()
        container.register(String.self) { _ in text }
        return try container.require(serviceType, name: nil)
    }
}

@Suite("Resolver: what factories call to build their dependencies")
struct ResolverTests {
    @Test("inside a factory, named requests and requests with arguments are resolved in the same graph")
    func nestedNamedAndArgumentRequests() throws {
        let container = Container()
        container.register(String.self, name: "formal") { (_, name: String) in "Dear \(name)" }
        container.register(Int.self, name: "answer") { _ in 42 }
        container.register(String.self) { resolver in
            let greeting = try resolver.require(String.self, name: "formal", arguments: "Ada")
            let number = try resolver.require(Int.self, name: "answer")
            return "\(greeting), \(number)"
        }

        #expect(try container.require(String.self) == "Dear Ada, 42")
    }

    @Test("inside a factory, a failing request with arguments names its argument types")
    func nestedArgumentFailureNamesTypes() throws {
        let container = Container()
        container.register(String.self) { resolver in try resolver.require(String.self, arguments: 1, true) }

        let error = try #require(throws: ResolutionError.self) { try container.require(String.self) }

        #expect(error.chain == ["String", "String (arguments: Int, Bool)"])
    }

    @Test("a resolver of another type is served through its requirement")
    func foreignResolverUsesRequirement() throws {
        let resolver: any Resolver = FixedResolver()

        #expect(resolver.resolve(String.self) == "fixed unnamed 0")
        #expect(resolver.resolve(String.self, name: "x") == "fixed x 0")
        #expect(try resolver.require(String.self, arguments: 1, 2) == "fixed unnamed 2")
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

        #expect(try container.require((any TodoDataSource).self) === first)
        #expect(counter.value == 2)
    }
}
