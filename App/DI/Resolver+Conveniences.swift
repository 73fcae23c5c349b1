// The short forms: `require` without a name, and the optional `resolve` family that the seeds use
// (`resolver.resolve(SomeProtocol.self)!`). Each forwards to a requirement, so every conforming
// type gets them all.
extension Resolver {
    /// Returns the unnamed service registered for `serviceType`, or throws why it cannot.
    public func require<Service>(_ serviceType: Service.Type) throws(ResolutionError) -> Service {
        try require(serviceType, name: nil)
    }

    /// Returns the unnamed service registered with one runtime argument, or throws why it cannot.
    public func require<Service, Argument>(
        _ serviceType: Service.Type,
        argument: Argument
    ) throws(ResolutionError) -> Service {
        try require(serviceType, name: nil, argument: argument)
    }

    /// Returns the unnamed service registered with two runtime arguments, or throws why it cannot.
    public func require<Service, Argument1, Argument2>(
        _ serviceType: Service.Type,
        arguments argument1: Argument1,
        _ argument2: Argument2
    ) throws(ResolutionError) -> Service {
        try require(serviceType, name: nil, arguments: argument1, argument2)
    }

    /// Returns the unnamed service registered with three runtime arguments, or throws why it cannot.
    public func require<Service, Argument1, Argument2, Argument3>(
        _ serviceType: Service.Type,
        arguments argument1: Argument1,
        _ argument2: Argument2,
        _ argument3: Argument3
    ) throws(ResolutionError) -> Service {
        try require(serviceType, name: nil, arguments: argument1, argument2, argument3)
    }

    /// Returns the unnamed service registered for `serviceType`, or `nil` on any failure.
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        try? require(serviceType, name: nil)
    }

    /// Returns the service registered for `serviceType` under `name`, or `nil` on any failure.
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        try? require(serviceType, name: name)
    }

    /// Returns the service registered with one runtime argument, or `nil` on any failure.
    public func resolve<Service, Argument>(
        _ serviceType: Service.Type,
        name: String? = nil,
        argument: Argument
    ) -> Service? {
        try? require(serviceType, name: name, argument: argument)
    }

    /// Returns the service registered with two runtime arguments, or `nil` on any failure.
    public func resolve<Service, Argument1, Argument2>(
        _ serviceType: Service.Type,
        name: String? = nil,
        arguments argument1: Argument1,
        _ argument2: Argument2
    ) -> Service? {
        try? require(serviceType, name: name, arguments: argument1, argument2)
    }

    /// Returns the service registered with three runtime arguments, or `nil` on any failure.
    public func resolve<Service, Argument1, Argument2, Argument3>(
        _ serviceType: Service.Type,
        name: String? = nil,
        arguments argument1: Argument1,
        _ argument2: Argument2,
        _ argument3: Argument3
    ) -> Service? {
        try? require(serviceType, name: name, arguments: argument1, argument2, argument3)
    }
}
