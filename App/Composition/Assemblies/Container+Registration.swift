import DI

// Two shorthands that keep each registration on one line, so that the scaffold can add and
// remove an entity's registration as a single line between the markers.

extension Container {
    /// Registers `factory` for `serviceType` with one instance for the container's lifetime.
    @discardableResult
    func shared<Service: Sendable>(
        _ serviceType: Service.Type,
        factory: @escaping @Sendable (any Resolver) throws -> Service
    ) -> Registration<Service> {
        register(serviceType, factory: factory).inObjectScope(.container)
    }
}

extension Resolver {
    /// The service of the type the context expects, e.g. a repository's `dataSource:` argument.
    func resolved<Service: Sendable>(_ serviceType: Service.Type = Service.self) throws(ResolutionError) -> Service {
        try require(serviceType)
    }
}
