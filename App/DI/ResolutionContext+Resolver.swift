// The requirements, for calls that reach the context through a protocol witness (a named
// request on `any Resolver`). Unnamed requests through the `Resolver` extension take the
// specialised path to `resolveNested` directly.
extension ResolutionContext {
    @inlinable
    func require<Service>(_ serviceType: Service.Type, name: String?) throws(ResolutionError) -> Service {
        try resolveNested(serviceType, name: name, count: 0, arguments: ()) { [] }
    }

    @inlinable
    func require<Service, Argument>(
        _ serviceType: Service.Type,
        name: String?,
        argument: Argument
    ) throws(ResolutionError) -> Service {
        try resolveNested(serviceType, name: name, count: 1, arguments: argument) {
            [ServiceDescription.readableName(of: Argument.self)]
        }
    }

    @inlinable
    func require<Service, Argument1, Argument2>(
        _ serviceType: Service.Type,
        name: String?,
        arguments argument1: Argument1,
        _ argument2: Argument2
    ) throws(ResolutionError) -> Service {
        try resolveNested(serviceType, name: name, count: 2, arguments: (argument1, argument2)) {
            [ServiceDescription.readableName(of: Argument1.self), ServiceDescription.readableName(of: Argument2.self)]
        }
    }

    @inlinable
    func require<Service, Argument1, Argument2, Argument3>(
        _ serviceType: Service.Type,
        name: String?,
        arguments argument1: Argument1,
        _ argument2: Argument2,
        _ argument3: Argument3
    ) throws(ResolutionError) -> Service {
        try resolveNested(serviceType, name: name, count: 3, arguments: (argument1, argument2, argument3)) {
            [
                ServiceDescription.readableName(of: Argument1.self),
                ServiceDescription.readableName(of: Argument2.self),
                ServiceDescription.readableName(of: Argument3.self),
            ]
        }
    }
}
