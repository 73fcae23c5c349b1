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

    // The mutable state below is `@exclusivity(unchecked)`: the context is confined to one task
    // and each access is a plain read or write with no overlapping access in flight, so the
    // runtime's dynamic exclusivity bookkeeping (a measurable cost per resolve) buys nothing.

    /// The registrations visible to the factories currently running.
    @exclusivity(unchecked) @usableFromInline var table: RegistrationTable
    /// How many factories are running, one inside the other.
    @exclusivity(unchecked) @usableFromInline var depth = 0
    /// Graph-scoped instances built so far, newest first; `nil` (no allocation) for graphs
    /// without nested graph-scoped services.
    @exclusivity(unchecked) @usableFromInline var graphInstances: GraphNode?
    /// Container- and weak-scoped registrations being created in this graph.
    @usableFromInline var sharedInProgress: ContiguousArray<ObjectIdentifier> = []

    @usableFromInline
    init(table: RegistrationTable) {
        self.table = table
    }

    /// The graph-scoped instance of a registration, if this graph built it already.
    @inlinable
    func graphInstance<Service>(of identity: ObjectIdentifier, as type: Service.Type) -> Service? {
        var node = graphInstances
        while let current = node {
            if current.identity == identity {
                return unsafeDowncast(current, to: TypedGraphNode<Service>.self).instance
            }
            node = current.next
        }
        return nil
    }

    /// Caches a graph-scoped instance for the rest of this graph.
    @inlinable
    func storeGraphInstance<Service>(_ instance: Service, of identity: ObjectIdentifier) {
        graphInstances = TypedGraphNode(instance: instance, identity: identity, next: graphInstances)
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
