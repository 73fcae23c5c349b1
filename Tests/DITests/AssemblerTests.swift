import DI
import Synchronization
import Testing

private struct DataSourcesAssembly: Assembly {
    func assemble(container: Container) {
        container.register((any TodoDataSource).self) { _ in InMemoryTodoDataSource() }.inObjectScope(.container)
        container.register((any Clock).self) { _ in SystemClock() }
    }
}

/// Records when it ran, and whether its repository resolved when `loaded` was called.
private final class RepositoriesAssembly: Assembly, Sendable {
    let events = Mutex<[String]>([])

    func assemble(container: Container) {
        events.withLock { $0.append("assemble") }
        container.register((any TodoRepositoryProtocol).self) { resolver in
            try TodoRepositoryImpl(
                dataSource: resolver.require((any TodoDataSource).self), clock: resolver.require((any Clock).self))
        }
    }

    func loaded(resolver: any Resolver) {
        let resolved = resolver.resolve((any TodoRepositoryProtocol).self) != nil
        events.withLock { $0.append("loaded \(resolved)") }
    }
}

@Suite("Assembler applies assemblies: every assemble first, then every loaded")
struct AssemblerTests {
    @Test("assemblies compose in any order, and loaded sees every assembly's registrations")
    func assembliesCompose() throws {
        let repositories = RepositoriesAssembly()
        let assembler = Assembler([repositories, DataSourcesAssembly()])

        #expect(assembler.resolver.resolve((any TodoRepositoryProtocol).self) != nil)
        #expect(repositories.events.withLock { $0 } == ["assemble", "loaded true"])
        try assembler.resolver.verify()
    }

    @Test("apply adds assemblies to an assembler that was already used")
    func applyAfterUse() throws {
        let assembler = Assembler()
        #expect(assembler.resolver.resolve((any Clock).self) == nil)

        assembler.apply(assembly: DataSourcesAssembly())
        #expect(assembler.resolver.resolve((any Clock).self) != nil)
        let repositories = RepositoriesAssembly()
        assembler.apply(assemblies: [repositories])

        #expect(repositories.events.withLock { $0 } == ["assemble", "loaded true"])
    }
}
