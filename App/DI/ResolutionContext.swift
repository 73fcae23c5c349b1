/// The resolver a factory receives: one graph being built for one top-level request. It holds
/// the graph-scoped instances, the depth used to stop runaway cycles, and the shared instances
/// under construction. It is confined to the task that made the request (not `Sendable`), so
/// a factory cannot hand it to another task; capture the `Container` for later resolves instead.
final class ResolutionContext: Resolver {
    /// How deep a chain may grow before it is reported; a longer chain is almost surely a cycle,
    /// and the error then shows the loop. Counting depth costs one integer per build, where a
    /// set of services under construction would cost an allocation per graph.
    static let depthLimit = 100

    /// The registrations visible to the factories currently running.
    var table: RegistrationTable
    /// How many factories are running, one inside the other.
    var depth = 0
    /// Graph-scoped instances built so far; empty (no allocation) for graphs without any.
    private var graphInstances: ContiguousArray<(identity: ObjectIdentifier, instance: Any)> = []
    /// Container- and weak-scoped registrations being created in this graph.
    private var sharedInProgress: ContiguousArray<ObjectIdentifier> = []

    init(table: RegistrationTable) {
        self.table = table
    }

    func graphInstance(of identity: ObjectIdentifier) -> Any? {
        for cached in graphInstances where cached.identity == identity {
            return cached.instance
        }
        return nil
    }

    func storeGraphInstance(_ instance: Any, of identity: ObjectIdentifier) {
        graphInstances.append((identity, instance))
    }

    func isBuildingShared(_ identity: ObjectIdentifier) -> Bool {
        sharedInProgress.contains(identity)
    }

    func beginShared(_ identity: ObjectIdentifier) {
        sharedInProgress.append(identity)
    }

    func endShared() {
        sharedInProgress.removeLast()
    }
}

// The nested requests a factory makes; each finds its entry in the table and lets the entry
// apply its scope within this graph.
extension ResolutionContext {
    func require<Service>(_ serviceType: Service.Type, name: String?) throws(ResolutionError) -> Service {
        try resolveNested(serviceType, name: name, count: 0, arguments: ()) { [] }
    }

    func require<Service, Argument>(
        _ serviceType: Service.Type,
        name: String?,
        argument: Argument
    ) throws(ResolutionError) -> Service {
        try resolveNested(serviceType, name: name, count: 1, arguments: argument) {
            [ServiceDescription.readableName(of: Argument.self)]
        }
    }

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

    private func resolveNested<Service, Arguments>(
        _ serviceType: Service.Type,
        name: String?,
        count: Int,
        arguments: Arguments,
        argumentTypeNames: () -> [String]
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(serviceType, arguments: Arguments.self, count: count, name: name)
        guard let slot = table.slot(for: key) else {
            throw table.failure(
                for: key, requested: ServiceDescription(serviceType, name: name, argumentTypeNames: argumentTypeNames())
            )
        }
        let entry = unsafeDowncast(slot.entry, to: ServiceEntry<Service, Arguments>.self)
        return try entry.resolve(arguments: arguments, in: self, home: slot.home)
    }
}
