/// What a factory receives to build its dependencies, and what the composition root asks for services. `Container`
/// conforms; inside a factory the resolver is the graph being built, so graph-scoped instances are shared and cycles
/// are caught.
public protocol Resolver: AnyObject {
    /// The service registered for `serviceType`, `name` and arguments of these types (in order), or why it cannot be.
    func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, name: String?, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service
}

extension Resolver {
    /// Returns the unnamed service registered with these runtime arguments (none: `require(T.self)`), or throws why
    /// not.
    public func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try require(serviceType, name: nil, arguments: repeat each arguments)
    }

    /// Swinject's form, with runtime arguments or none: the service, or `nil` on any failure.
    public func resolve<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, arguments: repeat each Argument
    ) -> Service? {
        try? require(serviceType, name: name, arguments: repeat each arguments)
    }

    /// Swinject's form with one runtime argument: the service, or `nil` on any failure.
    public func resolve<Service: Sendable, Argument: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, argument: Argument
    ) -> Service? {
        try? require(serviceType, name: name, arguments: argument)
    }
}

/// The resolver a factory receives: one graph being built for one top-level request. It holds the graph-scoped
/// instances, the depth that stops runaway cycles and the `initCompleted` handlers waiting for the graph to complete.
/// Confined to the task that made the request (not `Sendable`); a factory that resolves later captures the `Container`.
final class ResolutionContext: Resolver {
    /// A chain deeper than this is almost surely a cycle; the error then shows the loop.
    static let depthLimit = 100
    /// The container whose registrations the running factories see.
    let container: Container
    /// The graph-scoped instances built so far, by the identity of their registration.
    private(set) var instances: [ObjectIdentifier: any Sendable]
    /// How many factories run one inside the other.
    private var depth = 0
    /// The `initCompleted` handlers of what this graph created, run once it is complete.
    private var pending: [() -> Void] = []

    init(container: Container, instances: [ObjectIdentifier: any Sendable] = [:]) {
        (self.container, self.instances) = (container, instances)
    }

    /// One factory deeper, or an error when the chain is too deep to be anything but a cycle.
    func enter(_ service: ServiceKey) throws(ResolutionError) {
        guard depth < Self.depthLimit else {
            throw ResolutionError(reason: .tooDeep(limit: Self.depthLimit), requested: service)
        }
        depth += 1
    }

    func leave() { depth -= 1 }

    /// Keeps a graph-scoped instance for later requests in this graph.
    func cache(_ instance: any Sendable, for entry: ObjectIdentifier) { instances[entry] = instance }

    /// Queues `handlers` to run with `instance` once the graph is complete.
    func whenGraphCompletes<Service>(_ instance: Service, _ handlers: [@Sendable (any Resolver, Service) -> Void]) {
        pending.append { [unowned self] in for handler in handlers { handler(self, instance) } }
    }

    /// Runs `body` in a graph over `home`'s registrations: a child's services never end up in a parent's singleton.
    func building<Service>(
        in home: Container, _ body: (ResolutionContext) throws(ResolutionError) -> Service
    ) throws(ResolutionError) -> Service {
        guard home !== container else { return try body(self) }
        let graph = ResolutionContext(container: home)
        graph.depth = depth
        return try graph.complete { () throws(ResolutionError) in try body(graph) }
    }

    /// Answers a top-level request: builds, runs the handlers of what it created, reports a repeated service as cycle.
    func complete<Service>(_ body: () throws(ResolutionError) -> Service) throws(ResolutionError) -> Service {
        let instance: Service
        do { instance = try body() } catch { throw error.finalized() }
        while !pending.isEmpty { pending.removeFirst()() }
        return instance
    }

    /// Answers a request from a factory that got its resolver as `any Resolver`.
    public func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, name: String?, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try resolve(
            ServiceKey(Service.self, arguments: (repeat each Argument).self, name: name), (repeat each arguments))
    }

    /// The service registered or forwarded for `key` (here or in a parent), else a wrapper (`Lazy`, `Provider`,
    /// `Optional`) of a registered one, else the reason it cannot be built.
    func resolve<Service: Sendable, Arguments: Sendable>(
        _ key: ServiceKey, _ arguments: Arguments
    ) throws(ResolutionError) -> Service {
        if container.lookUp(key) != nil {
            if let instance = try resolveAny(key, arguments: arguments) as? Service { return instance }
        } else if let wrapper = Service.self as? any InstanceWrapper.Type {
            let (wrapped, container, instances) = (key.with(wrapper.wrappedType, name: key.name), container, instances)
            let source = WrappedSource(
                isRegistered: container.lookUp(wrapped) != nil,
                now: { () throws(ResolutionError) in try self.resolveAny(wrapped, arguments: arguments) },
                later: { (sharingGraph) throws(ResolutionError) in
                    let later = ResolutionContext(container: container, instances: sharingGraph ? instances : [:])
                    return try later.complete { () throws(ResolutionError) in
                        try later.resolveAny(wrapped, arguments: arguments)
                    }
                })
            if let instance = wrapper.wrapping(source) as? Service { return instance }
        }
        throw container.failure(for: key)
    }

    /// Builds the service registered or forwarded for `key`, whatever its type.
    func resolveAny(_ key: ServiceKey, arguments: Any) throws(ResolutionError) -> Any {
        guard let (entry, home) = container.lookUp(key) else { throw container.failure(for: key) }
        return try entry.resolve(arguments, in: self, home: home)
    }
}
