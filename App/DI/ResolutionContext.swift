/// The resolver a factory receives: one graph being built for one top-level request. It holds the
/// graph-scoped instances, the depth that stops runaway cycles and the `initCompleted` handlers
/// waiting for the graph to complete. Confined to the task that made the request (not
/// `Sendable`); a factory that needs to resolve later captures the `Container` instead.
@usableFromInline
final class ResolutionContext: Resolver {
    /// How deep a chain may grow before it is reported; a longer chain is almost surely a cycle,
    /// and the error then shows the loop.
    @usableFromInline static let depthLimit = 100

    /// The container whose registrations the running factories see.
    @usableFromInline var container: Container
    /// That container's registrations when the request began.
    @usableFromInline var entries: [ServiceKey: any AnyServiceEntry]
    /// How many factories are running, one inside the other.
    @usableFromInline var depth = 0
    /// Graph-scoped instances so far, by registration; a short list, so searched in order.
    @usableFromInline var graph: [GraphInstance]
    /// Handlers to run once the graph is complete.
    private var pending: [() -> Void] = []

    @usableFromInline
    init(container: Container, entries: [ServiceKey: any AnyServiceEntry], graph: [GraphInstance] = []) {
        self.container = container
        self.entries = entries
        self.graph = graph
    }

    @inlinable
    func graphInstance<Service>(of entry: AnyObject) -> Service? {
        let identity = ObjectIdentifier(entry)
        for cached in graph where cached.identity == identity {
            return cached.instance as? Service
        }
        return nil
    }

    @inlinable
    func storeGraphInstance<Service: Sendable>(_ instance: Service, of entry: AnyObject) {
        graph.append(GraphInstance(identity: ObjectIdentifier(entry), instance: instance))
    }

    /// One level deeper, or an error when the chain is too deep to be anything but a cycle.
    @inlinable
    func descend(into service: ServiceDescription, identity: ObjectIdentifier) throws(ResolutionError) {
        guard depth < Self.depthLimit else {
            throw ResolutionError(reason: .tooDeep(limit: Self.depthLimit), requested: service, identity: identity)
        }
        depth += 1
    }

    @usableFromInline
    func whenGraphCompletes<Service>(_ instance: Service, _ handlers: [@Sendable (any Resolver, Service) -> Void]) {
        pending.append { [unowned self] in
            for handler in handlers {
                handler(self, instance)
            }
        }
    }

    /// Runs `body` with the registrations of `home`, where a shared instance's dependencies
    /// come from, so a child's services never end up inside a parent's singleton.
    func building<Service>(
        in home: Container,
        _ body: () throws(ResolutionError) -> Service
    ) throws(ResolutionError) -> Service {
        guard home !== container else {
            return try body()
        }
        let (requester, requesterEntries) = (container, entries)
        (container, entries) = (home, home.entries)
        defer { (container, entries) = (requester, requesterEntries) }
        return try body()
    }

    /// Answers a request made from outside any factory: builds, then runs the handlers of
    /// everything the graph created (they may create more), and reports a repeat as a cycle.
    func complete<Service>(_ body: () throws(ResolutionError) -> Service) throws(ResolutionError) -> Service {
        do {
            let instance = try body()
            runPendingHandlers()
            return instance
        } catch {
            throw error.finalized()
        }
    }

    @usableFromInline
    func runPendingHandlers() {
        while !pending.isEmpty {
            pending.removeFirst()()
        }
    }

    /// Finds the registration for a request inside a factory.
    @inlinable
    func resolveNested<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, arguments: (repeat each Argument).self, name: name)
        if let entry = entries[key] as? ServiceEntry<Service, (repeat each Argument)> {
            return try entry.resolve((repeat each arguments), in: self, home: container)
        }
        return try resolveIndirectly(Service.self, key: key, arguments: repeat each arguments)
    }

    /// Answers a request from a factory that got its resolver as `any Resolver`.
    public func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try resolveNested(serviceType, name: name, arguments: repeat each arguments)
    }
}

/// A graph-scoped instance and the registration it came from.
@usableFromInline
struct GraphInstance: Sendable {
    @usableFromInline let identity: ObjectIdentifier
    @usableFromInline let instance: any Sendable

    @inlinable
    init(identity: ObjectIdentifier, instance: any Sendable) {
        self.identity = identity
        self.instance = instance
    }
}
