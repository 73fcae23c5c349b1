// The short forms: `require` without a name, and the optional `resolve` family that the seeds use
// (`resolver.resolve(SomeProtocol.self)!`). They are `@inlinable`, so they are compiled in the
// caller's module for the requested type: when the resolver is the container's own graph
// resolver (what every factory receives) or the container, the lookup runs specialised, with no
// generic metadata lookups (a class cast recognises them; both classes are final). Any other
// conforming type goes through its requirements.
extension Resolver {
    /// The graph resolver behind `self`, if `self` is one.
    @inlinable @inline(__always)
    var asGraphResolver: ResolutionContext? {
        self as? ResolutionContext
    }

    /// The container behind `self`, if `self` is one.
    @inlinable @inline(__always)
    var asContainer: Container? {
        self as? Container
    }

    /// Returns the unnamed service registered for `serviceType`, or throws why it cannot.
    @inlinable @inline(__always)
    public func require<Service>(_ serviceType: Service.Type) throws(ResolutionError) -> Service {
        if let graphResolver = asGraphResolver {
            return try graphResolver.resolveNested(serviceType, name: nil, count: 0, arguments: ()) { [] }
        }
        if let container = asContainer {
            return try container.resolveTopLevel(serviceType, name: nil, count: 0, arguments: ()) { [] }
        }
        return try require(serviceType, name: nil)
    }

    /// Returns the unnamed service registered with one runtime argument, or throws why it cannot.
    @inlinable
    public func require<Service, Argument>(
        _ serviceType: Service.Type,
        argument: Argument
    ) throws(ResolutionError) -> Service {
        try require(serviceType, name: nil, argument: argument)
    }

    /// Returns the unnamed service registered with two runtime arguments, or throws why it cannot.
    @inlinable
    public func require<Service, Argument1, Argument2>(
        _ serviceType: Service.Type,
        arguments argument1: Argument1,
        _ argument2: Argument2
    ) throws(ResolutionError) -> Service {
        try require(serviceType, name: nil, arguments: argument1, argument2)
    }

    /// Returns the unnamed service registered with three runtime arguments, or throws why it cannot.
    @inlinable
    public func require<Service, Argument1, Argument2, Argument3>(
        _ serviceType: Service.Type,
        arguments argument1: Argument1,
        _ argument2: Argument2,
        _ argument3: Argument3
    ) throws(ResolutionError) -> Service {
        try require(serviceType, name: nil, arguments: argument1, argument2, argument3)
    }

    /// Returns the unnamed service registered for `serviceType`, or `nil` on any failure.
    @inlinable @inline(__always)
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        try? require(serviceType)
    }

    /// Returns the service registered for `serviceType` under `name`, or `nil` on any failure.
    @inlinable
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        try? require(serviceType, name: name)
    }

    /// Returns the service registered with one runtime argument, or `nil` on any failure.
    @inlinable
    public func resolve<Service, Argument>(
        _ serviceType: Service.Type,
        name: String? = nil,
        argument: Argument
    ) -> Service? {
        try? require(serviceType, name: name, argument: argument)
    }

    /// Returns the service registered with two runtime arguments, or `nil` on any failure.
    @inlinable
    public func resolve<Service, Argument1, Argument2>(
        _ serviceType: Service.Type,
        name: String? = nil,
        arguments argument1: Argument1,
        _ argument2: Argument2
    ) -> Service? {
        try? require(serviceType, name: name, arguments: argument1, argument2)
    }

    /// Returns the service registered with three runtime arguments, or `nil` on any failure.
    @inlinable
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
