/// What a factory receives to build its dependencies, and what the composition root asks for
/// services. `Container` conforms; inside a factory the resolver is the graph being built, so
/// graph-scoped instances are shared and cycles are caught.
///
/// Each requirement throws a `ResolutionError` that names the requested service, the chain being
/// built and near misses. The optional `resolve` forms (Swinject's style) are in an extension and
/// return `nil` on any failure.
///
/// Class-bound, so that the extension can recognise the container's own resolvers with a
/// pointer comparison and call their code specialised for the requested type.
public protocol Resolver: AnyObject {
    /// Returns the service registered for `serviceType` and `name`, or throws why it cannot.
    func require<Service>(_ serviceType: Service.Type, name: String?) throws(ResolutionError) -> Service

    /// Returns the service registered with one runtime argument of type `Argument`.
    func require<Service, Argument>(
        _ serviceType: Service.Type,
        name: String?,
        argument: Argument
    ) throws(ResolutionError) -> Service

    /// Returns the service registered with two runtime arguments of these types, in this order.
    func require<Service, Argument1, Argument2>(
        _ serviceType: Service.Type,
        name: String?,
        arguments argument1: Argument1,
        _ argument2: Argument2
    ) throws(ResolutionError) -> Service

    /// Returns the service registered with three runtime arguments of these types, in this order.
    func require<Service, Argument1, Argument2, Argument3>(
        _ serviceType: Service.Type,
        name: String?,
        arguments argument1: Argument1,
        _ argument2: Argument2,
        _ argument3: Argument3
    ) throws(ResolutionError) -> Service
}
