// Registering a factory for a service, optionally under a name and with one to three runtime
// arguments. Factories may throw (opening a database can fail); `require` reports that error as
// the cause of a `ResolutionError` carrying the chain.
extension Container {
    /// Registers `factory` as the way to build `serviceType` (under `name`, if given). The
    /// default scope is `.graph`; change it with `inObjectScope` on the returned handle.
    @inlinable @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping @Sendable (any Resolver) throws -> Service
    ) -> Registration<Service> {
        add(serviceType, name: name, count: 0, argumentTypeNames: []) { (resolver, _: Void) in
            try factory(resolver)
        }
    }

    /// Registers a factory that takes one runtime argument, passed to `resolve(_:argument:)`.
    @inlinable @discardableResult
    public func register<Service, Argument>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping @Sendable (any Resolver, Argument) throws -> Service
    ) -> Registration<Service> {
        let names = [ServiceDescription.readableName(of: Argument.self)]
        return add(serviceType, name: name, count: 1, argumentTypeNames: names) { (resolver, argument: Argument) in
            try factory(resolver, argument)
        }
    }

    /// Registers a factory that takes two runtime arguments, passed to `resolve(_:arguments:_:)`.
    @inlinable @discardableResult
    public func register<Service, Argument1, Argument2>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping @Sendable (any Resolver, Argument1, Argument2) throws -> Service
    ) -> Registration<Service> {
        let names = [
            ServiceDescription.readableName(of: Argument1.self), ServiceDescription.readableName(of: Argument2.self),
        ]
        return add(serviceType, name: name, count: 2, argumentTypeNames: names) {
            (resolver, arguments: (Argument1, Argument2)) in
            try factory(resolver, arguments.0, arguments.1)
        }
    }

    /// Registers a factory that takes three runtime arguments, passed to `resolve(_:arguments:_:_:)`.
    @inlinable @discardableResult
    public func register<Service, Argument1, Argument2, Argument3>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping @Sendable (any Resolver, Argument1, Argument2, Argument3) throws -> Service
    ) -> Registration<Service> {
        let names = [
            ServiceDescription.readableName(of: Argument1.self),
            ServiceDescription.readableName(of: Argument2.self),
            ServiceDescription.readableName(of: Argument3.self),
        ]
        return add(serviceType, name: name, count: 3, argumentTypeNames: names) {
            (resolver, arguments: (Argument1, Argument2, Argument3)) in
            try factory(resolver, arguments.0, arguments.1, arguments.2)
        }
    }

    @usableFromInline
    func add<Service, Arguments>(
        _ serviceType: Service.Type,
        name: String?,
        count: Int,
        argumentTypeNames: [String],
        factory: @escaping ServiceEntry<Service, Arguments>.Factory
    ) -> Registration<Service> {
        let key = ServiceKey(serviceType, arguments: Arguments.self, count: count, name: name)
        let service = ServiceDescription(serviceType, name: name, argumentTypeNames: argumentTypeNames)
        let draft = RegistrationDraft(key: key, service: service) { scope in
            ServiceEntry(key: key, scope: scope, service: service, factory: factory)
        }
        return add(draft, of: serviceType)
    }
}
