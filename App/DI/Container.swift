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
    public init(duplicates: DuplicateRegistrationPolicy = .reject) { self.duplicates = duplicates }

    /// Registers `factory` for `serviceType` (under `name`), taking no runtime arguments.
    @discardableResult
    public func register<Service: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping @Sendable (any Resolver) throws -> Service
    ) -> Registration<Service> {
        add(ServiceKey(Service.self, name: name)) { resolver, _ in try factory(resolver) }
    }

    func add<Service>(_ key: ServiceKey, factory: @escaping ServiceEntry.Factory) -> Registration<Service> {
        registry.withLock { registry in
            if duplicates == .reject, registry.entries[key] != nil || registry.refused.contains(key) {
                // Neither registration wins: the key stays unresolvable, and `verify()` names it.
                registry.entries[key] = nil
                registry.refused.insert(key)
            } else {
                registry.entries[key] = ServiceEntry(key: key, scope: .graph, factory: factory)
            }
        }
        return Registration(container: self, key: key)
    }

    /// Replaces `key`'s entry with one in `scope` or with `handler` added, and so with no shared instance yet.
    func update(_ key: ServiceKey, scope: ObjectScope? = nil, handler: ServiceEntry.Handler? = nil) {
        registry.withLock { registry in
            guard let entry = registry.entries[key] else { return }
            registry.entries[key] = ServiceEntry(
                key: key, scope: scope ?? entry.scope, handlers: entry.handlers + (handler.map { [$0] } ?? []),
                factory: entry.factory)
        }
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
        let graph = ResolutionContext(container: self)
        return try graph.complete { () throws(ResolutionError) in
            try graph.require(serviceType, name: name, arguments: repeat each arguments)
        }
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

/// How long a resolved instance lives, and so who shares it.
public enum ObjectScope: String, Sendable, CustomStringConvertible {
    /// A new instance on every request, even inside one graph.
    case transient
    /// One instance per top-level resolve, shared by everything built to answer it. The default.
    case graph
    /// One instance for the container's lifetime; its factory runs once, even when many tasks ask first at once.
    case container
    /// Shared while someone else keeps it alive, then built again; only for classes, others behave as `transient`.
    case weak

    /// The scope's name, as `Container.description` prints it.
    public var description: String { rawValue }
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
        shared = SharedInstance(weakly: scope == .weak)
    }
}
