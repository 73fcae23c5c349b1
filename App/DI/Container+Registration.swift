// Registering as Swinject does, in the forms the app's own wiring does not use: factories with runtime arguments,
// `initCompleted`, forwarded types, the duplicate policy, assemblers applied later and `resolve` answering nil.

extension Container {
    /// Registers a factory taking runtime arguments, whose types are part of the key.
    @discardableResult
    public func register<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping @Sendable (any Resolver, repeat each Argument) throws -> Service
    ) -> Registration<Service> {
        let key = ServiceKey(Service.self, arguments: (repeat each Argument).self, name: name)
        return add(key) { resolver, arguments in
            // The arguments' types are part of the key, so they always match.
            guard let arguments = arguments as? (repeat each Argument) else {
                throw ResolutionError(reason: .notRegistered, chain: [key])
            }
            return try factory(resolver, repeat each arguments)
        }
    }
}

/// What a container does when the same key (type, name, argument types) is registered twice.
public enum DuplicateRegistrationPolicy: Sendable {
    /// Refuse, the default (a silent replacement hides wiring mistakes): the key becomes unresolvable.
    case reject
    /// The later registration replaces the earlier one, as in Swinject.
    case replace
}

extension Registration {
    /// Adds a handler run with each new instance once its graph is complete: property injection, cycles.
    @discardableResult
    public func initCompleted(_ handler: @escaping @Sendable (any Resolver, Service) -> Void) -> Self {
        container.update(key) { resolver, instance in
            if let instance = instance as? Service { handler(resolver, instance) }
        }
        return self
    }

    /// Makes each of `types` (under `name`) resolve to this registration's instance.
    @discardableResult
    public func implements<each Other: Sendable>(_ types: repeat (each Other).Type, name: String? = nil) -> Self {
        repeat container.forward(each types, name: name, to: self)
        return self
    }
}

extension Assembler {
    /// Applies one more assembly: registers, then calls its `loaded(resolver:)`.
    public func apply(assembly: any Assembly) { apply(assemblies: [assembly]) }
}

extension Resolver {
    /// Swinject's form, with runtime arguments or none: the service, or `nil` on any failure.
    public func resolve<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, arguments: repeat each Argument
    ) -> Service? {
        try? require(serviceType, name: name, arguments: repeat each arguments)
    }

    /// Swinject's form with one runtime argument: the service, or `nil` on any failure.
    public func resolve<Service: Sendable, Argument: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, argument: Argument
    ) -> Service? {
        try? require(serviceType, name: name, arguments: argument)
    }
}
