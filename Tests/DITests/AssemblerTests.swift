import DI
import Synchronization
import Testing

private struct DataSourcesAssembly: Assembly {
    func assemble(container: Container) {
        container.register((any TodoDataSource).self) { _ in InMemoryTodoDataSource() }.inObjectScope(.container)
        container.register((any Clock).self) { _ in SystemClock() }
    }
}

private final class RepositoriesAssembly: Assembly, Sendable {
    let loadedWith = Mutex(false)

    func assemble(container: Container) {
        container.register((any TodoRepositoryProtocol).self) { resolver in
            try TodoRepositoryImpl(
                dataSource: resolver.require((any TodoDataSource).self), clock: resolver.require((any Clock).self))
        }
    }

    func loaded(resolver: any Resolver) {
        let resolved = resolver.resolve((any TodoRepositoryProtocol).self) != nil
        loadedWith.withLock { $0 = resolved }
    }
}

@Suite("Assembler runs every assembly, then every loaded hook")
struct AssemblerTests {
    @Test("registrations from all assemblies resolve together, and loaded sees them all")
    func assembliesCompose() throws {
        let repositories = RepositoriesAssembly()
        let assembler = Assembler([DataSourcesAssembly(), repositories])

        #expect(assembler.resolver.resolve((any TodoRepositoryProtocol).self) != nil)
        #expect(repositories.loadedWith.withLock { $0 })
        try assembler.resolver.verify()
    }
}
