/// The resolver a factory receives: one graph being built for one top-level request. It holds
/// the graph-scoped instances, the depth used to stop runaway cycles, and the shared instances
/// under construction. It is confined to the task that made the request (not `Sendable`), so
/// a factory cannot hand it to another task; capture the `Container` for later resolves instead.
@usableFromInline
final class ResolutionContext: Resolver {
    /// How deep a chain may grow before it is reported; a longer chain is almost surely a cycle,
    /// and the error then shows the loop. Counting depth costs one integer per build, where a
    /// set of services under construction would cost an allocation per graph.
    @usableFromInline static let depthLimit = 100

    /// The registrations visible to the factories currently running.
    @usableFromInline var table: RegistrationTable
    /// How many factories are running, one inside the other.
    @usableFromInline var depth = 0
    /// Graph-scoped instances built so far. Most graphs hold a few, so they live in the object
    /// itself; more spill into an array. Stored as `Any`, which holds a class instance inline,
    /// so caching allocates nothing; only a cache hit pays a cast.
    @usableFromInline var graphInstances = GraphInstances()
    /// Container- and weak-scoped registrations being created in this graph.
    @usableFromInline var sharedInProgress: ContiguousArray<ObjectIdentifier> = []

    @usableFromInline
    init(table: RegistrationTable) {
        self.table = table
    }

    @usableFromInline
    func isBuildingShared(_ identity: ObjectIdentifier) -> Bool {
        sharedInProgress.contains(identity)
    }

    @usableFromInline
    func beginShared(_ identity: ObjectIdentifier) {
        sharedInProgress.append(identity)
    }

    @usableFromInline
    func endShared() {
        sharedInProgress.removeLast()
    }

    /// Finds the entry for a nested request and lets it apply its scope within this graph.
    @inlinable
    func resolveNested<Service, Arguments>(
        _ serviceType: Service.Type,
        name: String?,
        count: Int,
        arguments: Arguments,
        argumentTypeNames: () -> [String]
    ) throws(ResolutionError) -> Service {
        guard let slot = table.lookUp(serviceType, name: name, count: count, arguments: Arguments.self) else {
            throw table.failure(
                for: ServiceKey(serviceType, arguments: Arguments.self, count: count, name: name),
                requested: ServiceDescription(serviceType, name: name, argumentTypeNames: argumentTypeNames()))
        }
        // The entry outlives the graph being built, so it is used without being retained.
        return try slot.withEntry(as: ServiceEntry<Service, Arguments>.self) { entry in
            Result { () throws(ResolutionError) -> Service in
                try entry.resolve(arguments: arguments, in: self, home: slot.homeTable)
            }
        }.get()
    }
}
