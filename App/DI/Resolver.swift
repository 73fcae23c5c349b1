/// What a factory receives to build its dependencies, and what the composition root asks for
/// services. `Container` conforms; inside a factory the resolver is the graph being built, so
/// graph-scoped instances are shared and cycles are caught.
///
/// The one requirement throws a `ResolutionError` naming the requested service, the chain being
/// built and near misses. The extension adds the short forms and Swinject's optional `resolve`,
/// which returns `nil` on any failure. Class-bound, so that the extension recognises the
/// container's own resolvers with a cheap cast and runs their code specialised for the type.
public protocol Resolver: AnyObject {
    /// Returns the service registered for `serviceType`, `name` and runtime arguments of these
    /// types, in this order, or throws why it cannot.
    func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service
}

extension Resolver {
    /// Returns the unnamed service registered with these runtime arguments (none by default),
    /// or throws why it cannot.
    @inlinable
    public func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try dispatch(serviceType, name: nil, arguments: repeat each arguments)
    }

    /// Returns the service registered with one runtime argument, or throws why it cannot.
    @inlinable
    public func require<Service: Sendable, Argument: Sendable>(
        _ serviceType: Service.Type,
        name: String? = nil,
        argument: Argument
    ) throws(ResolutionError) -> Service {
        try dispatch(serviceType, name: name, arguments: argument)
    }

    /// Returns the service registered for `serviceType`, `name` and these runtime arguments, or
    /// `nil` on any failure (Swinject's form; `require` says why).
    @inlinable
    public func resolve<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type,
        name: String? = nil,
        arguments: repeat each Argument
    ) -> Service? {
        try? dispatch(serviceType, name: name, arguments: repeat each arguments)
    }

    /// Returns the service registered with one runtime argument, or `nil` on any failure.
    @inlinable
    public func resolve<Service: Sendable, Argument: Sendable>(
        _ serviceType: Service.Type,
        name: String? = nil,
        argument: Argument
    ) -> Service? {
        try? dispatch(serviceType, name: name, arguments: argument)
    }

    /// The container's own resolvers take their specialised paths; any other goes through the requirement.
    @inlinable
    func dispatch<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        if let context = self as? ResolutionContext {
            return try context.resolveNested(serviceType, name: name, arguments: repeat each arguments)
        }
        if let container = self as? Container {
            return try container.resolveTopLevel(serviceType, name: name, arguments: repeat each arguments)
        }
        return try require(serviceType, name: name, arguments: repeat each arguments)
    }
}
