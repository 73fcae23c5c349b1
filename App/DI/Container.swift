import Synchronization

/// The dependency-injection container: register factories by type (and optionally name and runtime argument types),
/// then resolve. Swinject's API, stricter where its leniency hides wiring mistakes (<doc:TheDIContainer> shows it in
/// use and lists how).
///
/// Every container is safe to share between tasks: registrations change under one lock, also after the first
/// resolve, and a singleton's factory runs once, holding only its own once-gate.
public final class Container: Sendable {
    /// The registrations, forwarded types and keys refused as registered twice; touched under the lock.
    struct Registry: Sendable {
        var entries: [ServiceKey: ServiceEntry] = [:]
        var forwards: [ServiceKey: ServiceKey] = [:]
        var refused: Set<ServiceKey> = []
    }

    let registry = Mutex(Registry())
    let duplicates: DuplicateRegistrationPolicy

    /// An empty container; `duplicates` says what registering a key twice does.
    public init(duplicates: DuplicateRegistrationPolicy = .reject) {
        self.duplicates = duplicates
    }

    /// Registers `factory` for `serviceType` (under `name`), taking no runtime arguments.
    @discardableResult
    public func register<Service: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping @Sendable (any Resolver) throws -> Service
    ) -> Registration<Service> {
        add(ServiceKey(Service.self, name: name)) { resolver, _ in try factory(resolver) }
    }

    func add<Service>(_ key: ServiceKey, factory: @escaping ServiceEntry.Factory) -> Registration<Service> {
        let entry = ServiceEntry(key: key, scope: .graph, factory: factory)
        registry.withLock { registry in
            if duplicates == .reject, registry.entries[key] != nil || registry.refused.contains(key) {
                // Neither registration wins: the key stays unresolvable, and `verify()` names it.
                registry.entries[key] = nil
                registry.refused.insert(key)
            } else {
                registry.entries[key] = entry
            }
        }
        return Registration(container: self, key: key)
    }

    func update(_ key: ServiceKey, scope: ObjectScope? = nil, handler: ServiceEntry.Handler? = nil) {
        registry.withLock { $0.entries[key] = $0.entries[key]?.changed(scope: scope, handler: handler) }
    }

    /// The entry for `key`, or for the key it is forwarded to.
    func lookUp(_ key: ServiceKey) -> ServiceEntry? {
        let (entry, target) = registry.withLock { ($0.entries[key], $0.forwards[key]) }
        return entry ?? target.flatMap { $0 == key ? nil : lookUp($0) }
    }
}

extension Container: Resolver {
    /// Returns the service registered for `serviceType`, `name` and these arguments, or throws why not.
    public func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, name: String?, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, arguments: (repeat each Argument).self, name: name)
        let graph = ResolutionContext(container: self)
        return try graph.complete { () throws(ResolutionError) in try graph.resolve(key, (repeat each arguments)) }
    }
}

/// `register`'s handle to set the scope, add `initCompleted` handlers and forward types (Swinject's `ServiceEntry`).
public struct Registration<Service: Sendable>: Sendable {
    let container: Container
    let key: ServiceKey

    /// Sets how long resolved instances live and returns the same handle.
    @discardableResult
    public func inObjectScope(_ scope: ObjectScope) -> Self {
        container.update(key, scope: scope)
        return self
    }
}

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
}

/// A group of related registrations (data sources, repositories, view models), Swinject's way.
public protocol Assembly {
    /// Registers this assembly's services.
    func assemble(container: Container)
    /// Called once every assembly applied with it has registered, for work needing other assemblies' services.
    func loaded(resolver: any Resolver)
}

extension Assembly {
    /// Does nothing: most assemblies only register.
    public func loaded(resolver: any Resolver) {}
}

/// Builds a container from assemblies, at once or in batches (`apply`): a whole batch registers, then each is `loaded`.
public final class Assembler: Sendable {
    /// The assembled container; resolve services from it, and `verify()` it in a test.
    public let resolver: Container

    /// Applies `assemblies`, in order, to `container` (a new root container by default).
    public init(_ assemblies: [any Assembly] = [], container: Container = Container()) {
        resolver = container
        apply(assemblies: assemblies)
    }

    /// Applies more assemblies: all register first, then each one's `loaded(resolver:)` runs.
    public func apply(assemblies: [any Assembly]) {
        for assembly in assemblies { assembly.assemble(container: resolver) }
        for assembly in assemblies { assembly.loaded(resolver: resolver) }
    }
}

/// How long a resolved instance lives, and so who shares it. A class, as in Swinject: scopes compare with `===`.
public final class ObjectScope: Sendable, CustomStringConvertible {
    enum Kind: Sendable { case transient, graph, container, weak }

    let kind: Kind
    /// The scope's name, as `Container.description` prints it.
    public let description: String

    private init(_ kind: Kind, _ description: String) { (self.kind, self.description) = (kind, description) }

    /// A new instance on every request, even inside one graph.
    public static let transient = ObjectScope(.transient, "transient")
    /// One instance per top-level resolve, shared by everything built to answer it. The default.
    public static let graph = ObjectScope(.graph, "graph")
    /// One instance for the container's lifetime; its factory runs once, even when many tasks ask first at once.
    public static let container = ObjectScope(.container, "container")
    /// Shared while someone else keeps it alive, then built again; only for classes, others behave as `transient`.
    public static let weak = ObjectScope(.weak, "weak")
}

/// What identifies a registration: the service type, its factory's runtime argument types (`Void`, one, or a tuple)
/// and a name.
struct ServiceKey: Hashable, Sendable {
    let service: Any.Type
    let arguments: Any.Type
    let name: String?

    init(_ service: Any.Type, arguments: Any.Type = Void.self, name: String? = nil) {
        (self.service, self.arguments, self.name) = (service, arguments, name)
    }

    static func == (left: ServiceKey, right: ServiceKey) -> Bool {
        left.service == right.service && left.arguments == right.arguments && left.name == right.name
    }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(service)) }
}

/// A registration: its factory, with the arguments erased to `Any`, its scope and its `initCompleted` handlers. Entries
/// are immutable: changing a registration's scope or handlers replaces its entry, and with it the shared instance.
final class ServiceEntry: Sendable {
    typealias Factory = @Sendable (any Resolver, Any) throws -> any Sendable
    typealias Handler = @Sendable (any Resolver, Any) -> Void

    let key: ServiceKey
    let scope: ObjectScope
    let handlers: [Handler]
    let factory: Factory
    /// The instance of a `.container` or `.weak` registration, and the once-gate of its factory.
    let shared: SharedInstance

    init(key: ServiceKey, scope: ObjectScope, handlers: [Handler] = [], factory: @escaping Factory) {
        (self.key, self.scope, self.handlers, self.factory) = (key, scope, handlers, factory)
        shared = SharedInstance(weakly: scope === ObjectScope.weak)
    }

    func changed(scope: ObjectScope?, handler: Handler?) -> ServiceEntry {
        let handlers = handlers + (handler.map { [$0] } ?? [])
        return ServiceEntry(key: key, scope: scope ?? self.scope, handlers: handlers, factory: factory)
    }
}

/// The resolver a factory receives: one graph being built for one top-level request. It holds the graph-scoped
/// instances, the chain of services being built (a service asked for again inside its own chain is a cycle) and the
/// `initCompleted` handlers waiting for the graph to complete. Confined to the task that made the request (not
/// `Sendable`); a factory that resolves later captures the `Container`.
final class ResolutionContext: Resolver {
    /// The container whose registrations the running factories see.
    let container: Container
    /// The graph-scoped instances built so far, by the identity of their registration.
    private(set) var instances: [ObjectIdentifier: any Sendable]
    /// The services being built, outermost first; errors show it.
    private(set) var chain: [ServiceKey] = []
    /// The `initCompleted` handlers of what this graph created, run once it is complete.
    private var pending: [() -> Void] = []

    init(container: Container, instances: [ObjectIdentifier: any Sendable] = [:]) {
        (self.container, self.instances) = (container, instances)
    }

    /// Answers a top-level request, then runs the handlers of what it created.
    func complete<Service>(_ body: () throws(ResolutionError) -> Service) throws(ResolutionError) -> Service {
        let instance = try body()
        while !pending.isEmpty { pending.removeFirst()() }
        return instance
    }

    /// Answers a request from a factory that got its resolver as `any Resolver`.
    func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, name: String?, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try resolve(
            ServiceKey(Service.self, arguments: (repeat each Argument).self, name: name), (repeat each arguments))
    }

    /// The service registered or forwarded for `key`, else a wrapper (`Lazy`, `Provider`, `Optional`) of a registered
    /// one, else the reason it cannot be built.
    func resolve<Service: Sendable, Arguments: Sendable>(
        _ key: ServiceKey, _ arguments: Arguments
    ) throws(ResolutionError) -> Service {
        if container.lookUp(key) == nil, let wrapper: Service = wrapper(of: key, arguments) { return wrapper }
        if let instance = try resolveAny(key, arguments: arguments) as? Service { return instance }
        throw failure(key)
    }

    /// Builds the service registered or forwarded for `key`, whatever its type, as its scope says.
    func resolveAny(_ key: ServiceKey, arguments: Any) throws(ResolutionError) -> Any {
        guard let entry = container.lookUp(key) else { throw failure(key) }
        guard !chain.contains(entry.key) else { throw cycle(at: entry.key) }
        switch entry.scope.kind {
        case .transient:
            return try build(entry, arguments)
        case .graph:
            if let cached = instances[ObjectIdentifier(entry)] { return cached }
            let instance = try build(entry, arguments)
            instances[ObjectIdentifier(entry)] = instance
            return instance
        case .container, .weak:
            if let existing = entry.shared.existing() { return existing }
            return try entry.shared.existingOrCreate(in: self, key: entry.key) { () throws(ResolutionError) in
                try build(entry, arguments)
            }
        }
    }

    /// Runs the factory of `entry` with the entry on the chain; its `initCompleted` handlers wait for the graph to
    /// complete, to resolve what needs the instance. A factory's own error becomes the cause of `.factoryFailed`.
    private func build(_ entry: ServiceEntry, _ arguments: Any) throws(ResolutionError) -> any Sendable {
        chain.append(entry.key)
        defer { chain.removeLast() }
        let instance: any Sendable
        do {
            instance = try entry.factory(self, arguments)
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw ResolutionError(reason: .factoryFailed, chain: chain, underlyingError: error)
        }
        if !entry.handlers.isEmpty {
            pending.append { [unowned self] in for handler in entry.handlers { handler(self, instance) } }
        }
        return instance
    }

    /// The error for a request of `key`, already being built on this chain (or by a thread waiting for this one).
    func cycle(at key: ServiceKey) -> ResolutionError { ResolutionError(reason: .cycle, chain: chain + [key]) }
}
