import DI
import Testing

@Suite("Lazy, Provider and Optional wrap a registered type")
struct WrapperTests {
    @Test("Lazy builds on first use, once, and shares the graph that made it")
    func lazyBuildsOnceInItsGraph() throws {
        let counter = FactoryCounter()
        let container = Container.todoGraph(counter: counter)
        container.register(Lazy<any TodoDataSource>.self, name: "holder") { resolver in
            _ = try resolver.require((any TodoDataSource).self)
            return try resolver.require(Lazy<any TodoDataSource>.self)
        }

        let lazy = try container.require(Lazy<any TodoDataSource>.self, name: "holder")
        #expect(counter.value == 1)
        let instance = try lazy.get()

        #expect(lazy.instance === instance)
        #expect(counter.value == 1)
        #expect(try container.require(Lazy<any TodoDataSource>.self).instance !== instance)
        #expect(container.resolve(Lazy<any Clock>.self, name: "missing") == nil)
    }

    @Test("Provider resolves anew each time, with the name and arguments it was resolved with")
    func providerResolvesEachTime() throws {
        let counter = FactoryCounter()
        let container = Container()
        container.register(String.self, name: "greeting") { (_, name: String, times: Int) in
            counter.increment()
            return String(repeating: name, count: times)
        }

        let provider = try container.require(Provider<String>.self, name: "greeting", arguments: "ab", 2)
        #expect(counter.value == 0)

        #expect(provider.instance == "abab")
        #expect(try provider.get() == "abab")
        #expect(counter.value == 2)
        #expect(container.resolve(Provider<String>.self) == nil)
    }

    @Test("Optional resolves the wrapped type, or nil inside when it is not registered")
    func optionalWrapsTheService() throws {
        let container = Container()
        container.register((any Clock).self, name: "wall") { _ in SystemClock() }

        let found = try container.require(Optional<any Clock>.self, name: "wall")
        let missing = try container.require(Optional<any Clock>.self)

        #expect(found is SystemClock)
        #expect(missing == nil)
    }
}
