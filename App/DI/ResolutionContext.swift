/// The resolver a factory receives: one graph being built for one top-level request. It holds the
/// graph-scoped instances, the depth that stops runaway cycles and the `initCompleted` handlers
/// waiting for the graph to complete. Confined to the task that made the request (not
/// `Sendable`); a factory that resolves later captures the `Container` instead.
@usableFromInline
final class ResolutionContext: Resolver {
    /// A chain deeper than this is almost surely a cycle; the error then shows the loop.
    @usableFromInline static let depthLimit = 100
    /// The container whose registrations the running factories see, and those registrations.
    @usableFromInline let container: Container
    @usableFromInline let entries: [ServiceKey: any AnyServiceEntry]
    // The mutable state is reached only through the methods below, which are not inlined into
    // other modules: the optimiser then sees every access and needs no run-time exclusivity checks.
    /// How many factories are running, one inside the other.
    private(set) var depth = 0
    /// Graph-scoped instances by registration; a short list, so searched in order.
    private(set) var graph: GraphInstances
    private var pending: [() -> Void] = []

    @usableFromInline
    init(container: Container, entries: [ServiceKey: any AnyServiceEntry], graph: GraphInstances = [], depth: Int = 0) {
        (self.container, self.entries, self.graph, self.depth) = (container, entries, graph, depth)
    }

    /// One factory deeper, or an error when the chain is too deep to be anything but a cycle.
    @usableFromInline
    func enter(_ service: ServiceDescription, identity: ObjectIdentifier) throws(ResolutionError) {
        guard depth < Self.depthLimit else {
            throw ResolutionError(reason: .tooDeep(limit: Self.depthLimit), requested: service, identity: identity)
        }
        depth += 1
    }

    @usableFromInline
    func leave() {
        depth -= 1
    }

    /// The graph-scoped instance of a registration, boxed, if this graph built it.
    @usableFromInline
    func cached(_ entry: ObjectIdentifier) -> (any AnyObject & Sendable)? {
        graph.first { $0.entry == entry }?.box
    }

    /// Keeps a graph-scoped instance for the rest of the graph. The top-level instance is kept
    /// only when handlers are waiting, since nothing else in the graph can ask for it again.
    @inlinable
    func cache<Service: Sendable>(_ instance: Service, for entry: ObjectIdentifier) {
        if isNested {
            keep(Box(instance), for: entry)
        }
    }

    @usableFromInline var isNested: Bool { depth > 0 || !pending.isEmpty }

    @usableFromInline
    func keep(_ box: any AnyObject & Sendable, for entry: ObjectIdentifier) {
        if graph.isEmpty {
            graph.reserveCapacity(8)
        }
        graph.append((entry, box))
    }

    /// Queues `handlers` to run with `instance` once the graph is complete.
    @usableFromInline
    func whenGraphCompletes<Service>(_ instance: Service, _ handlers: [@Sendable (any Resolver, Service) -> Void]) {
        pending.append { [unowned self] in
            for handler in handlers {
                handler(self, instance)
            }
        }
    }

    /// Runs `body` in a graph over the registrations of `home`, where a shared instance's
    /// dependencies come from, so a child's services never end up inside a parent's singleton.
    func building<Service>(
        in home: Container, _ body: (ResolutionContext) throws(ResolutionError) -> Service
    )
        throws(ResolutionError) -> Service
    {
        guard home !== container else {
            return try body(self)
        }
        let context = ResolutionContext(container: home, entries: home.entries, depth: depth)
        return try context.complete { () throws(ResolutionError) -> Service in try body(context) }
    }

    /// Answers a request made from outside any factory: builds, then runs the handlers of what
    /// the graph created (they may create more), and reports a repeated service as a cycle.
    @usableFromInline
    func complete<Service>(_ body: () throws(ResolutionError) -> Service) throws(ResolutionError) -> Service {
        do {
            let instance = try body()
            while !pending.isEmpty {
                pending.removeFirst()()
            }
            return instance
        } catch {
            throw error.finalized()
        }
    }

    /// Finds the registration for a request inside a factory.
    @inlinable
    func resolve<Service: Sendable, Arguments: Sendable>(
        _ key: ServiceKey, _ arguments: Arguments, _ requested: () -> ServiceDescription
    ) throws(ResolutionError) -> Service {
        if let found = entries[key], let entry = found as? ServiceEntry<Service, Arguments> {
            return try entry.resolve(arguments, in: self, home: container)
        }
        return try resolveIndirectly(key, arguments, requested: requested())
    }

    /// Answers a request from a factory that got its resolver as `any Resolver`.
    public func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, name: String?, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, arguments: (repeat each Argument).self, name: name)
        return try resolve(key, (repeat each arguments)) {
            ServiceDescription(Service.self, name: name, arguments: (repeat each Argument).self)
        }
    }
}

/// Graph-scoped instances by the identity of their registration.
@usableFromInline
typealias GraphInstances = [(entry: ObjectIdentifier, box: any AnyObject & Sendable)]
