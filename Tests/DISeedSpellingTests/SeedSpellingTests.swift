import DI
import Testing

// This target is built WITHOUT ExistentialAny (see Package.swift), so the seeds' spelling
// `ProductRepositoryProtocol.self` for a protocol's type compiles as it does in the seeds. The
// registration below is the seeds' code, unchanged apart from the import.

protocol AppGatewayNetworkingProtocol: Sendable {}
protocol ProductRepositoryProtocol: Sendable {
    var networking: AppGatewayNetworkingProtocol { get }
}

final class AppGatewayNetworking: AppGatewayNetworkingProtocol {}

final class ProductRepositoryImpl: ProductRepositoryProtocol {
    let networking: AppGatewayNetworkingProtocol

    init(networking: AppGatewayNetworkingProtocol) {
        self.networking = networking
    }
}

/// An assembly written the way the seeds write theirs.
final class RepositoriesAssembly: Assembly {
    func assemble(container: Container) {
        container.register(AppGatewayNetworkingProtocol.self) { _ in
            AppGatewayNetworking()
        }.inObjectScope(.container)

        container.register(ProductRepositoryProtocol.self) { resolver in
            // swift-format-ignore: NeverForceUnwrap
            let networking = resolver.resolve(AppGatewayNetworkingProtocol.self)!
            return ProductRepositoryImpl(networking: networking)
        }.inObjectScope(.container)
    }
}

@Suite("The seeds' registration code compiles and works against the container")
struct SeedSpellingTests {
    @Test("register(P.self) { r in r.resolve(Q.self)! }.inObjectScope(.container) builds a singleton")
    func seedRegistrationResolves() throws {
        let container = Container()
        container.register(AppGatewayNetworkingProtocol.self) { _ in AppGatewayNetworking() }.inObjectScope(.container)
        container.register(ProductRepositoryProtocol.self) { resolver in
            // swift-format-ignore: NeverForceUnwrap
            let networking = resolver.resolve(AppGatewayNetworkingProtocol.self)!
            return ProductRepositoryImpl(networking: networking)
        }.inObjectScope(.container)

        let first = try #require(container.resolve(ProductRepositoryProtocol.self))
        let second = try #require(container.resolve(ProductRepositoryProtocol.self))
        let networking = try #require(container.resolve(AppGatewayNetworkingProtocol.self))

        #expect(first as AnyObject === second as AnyObject)
        #expect(first.networking as AnyObject === networking as AnyObject)
    }

    @Test("an assembly in the seeds' style composes through Assembler and verifies")
    func seedAssemblyComposes() throws {
        let assembler = Assembler([RepositoriesAssembly()])

        #expect(assembler.resolver.resolve(ProductRepositoryProtocol.self) is ProductRepositoryImpl)
        try assembler.resolver.verify()
    }

    @Test("the throwing form accepts the seeds' spelling too and names the missing protocol")
    func requireNamesTheProtocol() throws {
        let container = Container()

        let error = try #require(throws: ResolutionError.self) {
            try container.require(ProductRepositoryProtocol.self)
        }

        #expect(error.requested == "ProductRepositoryProtocol")
    }
}
