// Top-level requests. Each finds its entry in the frozen table without a lock; an existing
// singleton is returned at once, anything else is built in a new graph.
extension Container: Resolver {
    /// Returns the service registered for `serviceType` and `name`, or throws why it cannot.
    @inlinable
    public func require<Service>(_ serviceType: Service.Type, name: String?) throws(ResolutionError) -> Service {
        try resolveTopLevel(serviceType, name: name, count: 0, arguments: ()) { [] }
    }

    /// Returns the service registered with one runtime argument of type `Argument`.
    @inlinable
    public func require<Service, Argument>(
        _ serviceType: Service.Type,
        name: String?,
        argument: Argument
    ) throws(ResolutionError) -> Service {
        try resolveTopLevel(serviceType, name: name, count: 1, arguments: argument) {
            [ServiceDescription.readableName(of: Argument.self)]
        }
    }

    /// Returns the service registered with two runtime arguments of these types, in this order.
    @inlinable
    public func require<Service, Argument1, Argument2>(
        _ serviceType: Service.Type,
        name: String?,
        arguments argument1: Argument1,
        _ argument2: Argument2
    ) throws(ResolutionError) -> Service {
        try resolveTopLevel(serviceType, name: name, count: 2, arguments: (argument1, argument2)) {
            [ServiceDescription.readableName(of: Argument1.self), ServiceDescription.readableName(of: Argument2.self)]
        }
    }

    /// Returns the service registered with three runtime arguments of these types, in this order.
    @inlinable
    public func require<Service, Argument1, Argument2, Argument3>(
        _ serviceType: Service.Type,
        name: String?,
        arguments argument1: Argument1,
        _ argument2: Argument2,
        _ argument3: Argument3
    ) throws(ResolutionError) -> Service {
        try resolveTopLevel(serviceType, name: name, count: 3, arguments: (argument1, argument2, argument3)) {
            [
                ServiceDescription.readableName(of: Argument1.self),
                ServiceDescription.readableName(of: Argument2.self),
                ServiceDescription.readableName(of: Argument3.self),
            ]
        }
    }

    @inlinable
    func resolveTopLevel<Service, Arguments>(
        _ serviceType: Service.Type,
        name: String?,
        count: Int,
        arguments: Arguments,
        argumentTypeNames: () -> [String]
    ) throws(ResolutionError) -> Service {
        // The hot path: find the slot and read an existing singleton without touching reference
        // counts (the table and its entries live as long as the container, which the caller holds).
        // A slot is a plain value, so only the singleton itself is retained, once, for the caller.
        let found = frozen.withLoaded { table in
            table.lookUp(serviceType, name: name, count: count, arguments: Arguments.self)
        }
        if let slot = found ?? nil,
            let singleton = slot.withEntry(as: ServiceEntry<Service, Arguments>.self, { $0.existingSingleton() })
        {
            return singleton
        }
        let table = frozenTable()
        guard let slot = found ?? table.lookUp(serviceType, name: name, count: count, arguments: Arguments.self) else {
            throw table.failure(
                for: ServiceKey(serviceType, arguments: Arguments.self, count: count, name: name),
                requested: ServiceDescription(serviceType, name: name, argumentTypeNames: argumentTypeNames()))
        }
        let entry = unsafeDowncast(slot.entry.takeUnretainedValue(), to: ServiceEntry<Service, Arguments>.self)
        return try entry.resolveTopLevel(arguments: arguments, table: table, home: slot.homeTable)
    }
}
