/// What a factory receives to build its dependencies, and what the composition root asks for services. `Container`
/// conforms; inside a factory the resolver is the graph being built, so graph-scoped instances are shared and cycles
/// are caught. Class-bound, so that the extension recognises the container's own resolvers with a cheap cast.
public protocol Resolver: AnyObject {
    /// The service registered for `serviceType`, `name` and arguments of these types (in order), or why it cannot be.
    func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, name: String?, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service
}

// Requests without arguments have overloads of their own: the optimiser specialises them, which it does not for packs.
extension Resolver {
    /// Returns the unnamed service registered without arguments, or throws why it cannot.
    @inlinable @inline(__always)
    public func require<Service: Sendable>(_ serviceType: Service.Type) throws(ResolutionError) -> Service {
        try resolveWithoutArguments(serviceType, name: nil)
    }

    /// Returns the unnamed service registered with these runtime arguments, or throws why not.
    @inlinable
    public func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try require(serviceType, name: nil, arguments: repeat each arguments)
    }

    /// Swinject's form: the service registered without arguments, or `nil` on any failure.
    @inlinable @inline(__always)
    public func resolve<Service: Sendable>(_ serviceType: Service.Type, name: String? = nil) -> Service? {
        try? resolveWithoutArguments(serviceType, name: name)
    }

    /// Swinject's form with runtime arguments: the service, or `nil` on any failure.
    @inlinable
    public func resolve<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, arguments: repeat each Argument
    ) -> Service? {
        try? require(serviceType, name: name, arguments: repeat each arguments)
    }

    /// Swinject's form with one runtime argument: the service, or `nil` on any failure.
    @inlinable
    public func resolve<Service: Sendable, Argument: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, argument: Argument
    ) -> Service? {
        try? require(serviceType, name: name, arguments: argument)
    }

    /// The container's own resolvers take their specialised paths, any other the requirement; inlined for the cast.
    @inlinable @inline(__always)
    func resolveWithoutArguments<Service: Sendable>(
        _ type: Service.Type, name: String?
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, name: name)
        if let context = self as? ResolutionContext { return try context.resolve(key, ()) }
        if let container = self as? Container { return try container.resolveTopLevel(key, ()) }
        return try require(type, name: name)
    }
}
