import Synchronization

/// The dependency-injection container: register factories by type (and optionally name and runtime argument types),
/// then resolve. Swinject's API, stricter where its leniency hides wiring mistakes (<doc:TheDIContainer> lists how).
///
/// ```swift
/// let container = Container()  // `store` is an open `DataStore`
/// container.register((any TodoDataSource).self) { _ in store.todoDataSource() }.inObjectScope(.container)
/// container.register((any TodoRepositoryProtocol).self) { resolver in
///     TodoRepositoryImpl(dataSource: try resolver.require((any TodoDataSource).self))
/// }
/// try container.verify()  // in a test: every problem at once
/// let repository = try container.require((any TodoRepositoryProtocol).self)
/// ```
///
/// Every container is safe to share between tasks: registrations change under one lock, also after the first
/// resolve, and a singleton's factory runs once, holding only its own once-gate.
public final class Container: Sendable {
    /// The registrations, forwarded types and keys refused as registered twice; touched under the lock.
    struct Registry: Sendable {
        var entries: [ServiceKey: any AnyServiceEntry] = [:]
        var forwards: [ServiceKey: ServiceKey] = [:]
        var refused: Set<ServiceKey> = []
    }

    let registry = Mutex(Registry())
    let parent: Container?
    let defaultObjectScope: ObjectScope
    let duplicates: DuplicateRegistrationPolicy

    /// A container over `parent`'s registrations, overriding them (inherited singletons stay the parent's).
    public init(
        parent: Container? = nil, defaultObjectScope: ObjectScope = .graph,
        duplicates: DuplicateRegistrationPolicy = .reject, registeringClosure: (Container) -> Void = { _ in }
    ) {
        (self.parent, self.defaultObjectScope, self.duplicates) = (parent, defaultObjectScope, duplicates)
        registeringClosure(self)
    }

    /// Registers `factory` for `serviceType` (under `name`), taking no runtime arguments.
    @discardableResult
    public func register<Service: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping @Sendable (any Resolver) throws -> Service
    ) -> Registration<Service> {
        let key = ServiceKey(Service.self, name: name)
        return add(ServiceEntry<_, Void>(key: key, scope: defaultObjectScope) { resolver, _ in try factory(resolver) })
    }

    /// Registers a factory taking runtime arguments, whose types are part of the key.
    @discardableResult
    public func register<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping @Sendable (any Resolver, repeat each Argument) throws -> Service
    ) -> Registration<Service> {
        let key = ServiceKey(Service.self, arguments: (repeat each Argument).self, name: name)
        return add(
            ServiceEntry<Service, (repeat each Argument)>(key: key, scope: defaultObjectScope) { resolver, arguments in
                try factory(resolver, repeat each arguments)
            })
    }

    func add<Service>(_ entry: any AnyServiceEntry) -> Registration<Service> {
        registry.withLock { registry in
            if duplicates == .reject, registry.entries[entry.key] != nil || registry.refused.contains(entry.key) {
                // Neither registration wins: the key stays unresolvable, and `verify()` names it.
                registry.entries[entry.key] = nil
                registry.refused.insert(entry.key)
            } else {
                registry.entries[entry.key] = entry
            }
        }
        return Registration(container: self, key: entry.key)
    }

    func update(_ key: ServiceKey, scope: ObjectScope? = nil, handler: Any? = nil) {
        registry.withLock { $0.entries[key] = $0.entries[key]?.changed(scope: scope, handler: handler) }
    }

    /// The entry for `key` (or for the key it is forwarded to) and the container that owns it.
    func lookUp(_ key: ServiceKey) -> (entry: any AnyServiceEntry, home: Container)? {
        let (entry, target) = registry.withLock { ($0.entries[key], $0.forwards[key]) }
        if let entry { return (entry, self) }
        return target.flatMap { $0 == key ? nil : lookUp($0) } ?? parent?.lookUp(key)
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

/// What a container does when the same key (type, name, argument types) is registered twice.
public enum DuplicateRegistrationPolicy: Sendable {
    /// Refuse, the default (a silent replacement hides wiring mistakes): the key becomes unresolvable.
    case reject
    /// The later registration replaces the earlier one, as in Swinject.
    case replace
}

/// `register`'s handle to set the scope, add `initCompleted` handlers and forward types (Swinject's `ServiceEntry`).
public struct Registration<Service: Sendable>: Sendable {
    let container: Container
    let key: ServiceKey

    /// How long the registration's instances live.
    public var objectScope: ObjectScope {
        container.registry.withLock { $0.entries[key]?.scope } ?? container.defaultObjectScope
    }

    /// Sets how long resolved instances live and returns the same handle.
    @discardableResult
    public func inObjectScope(_ scope: ObjectScope) -> Self {
        container.update(key, scope: scope)
        return self
    }

    /// Adds a handler run with each new instance once its graph is complete: property injection, cycles.
    @discardableResult
    public func initCompleted(_ handler: @escaping @Sendable (any Resolver, Service) -> Void) -> Self {
        container.update(key, handler: handler)
        return self
    }

    /// Makes each of `types` (under `name`) resolve to this registration's instance.
    @discardableResult
    public func implements<each Other: Sendable>(_ types: repeat (each Other).Type, name: String? = nil) -> Self {
        repeat container.forward(each types, name: name, to: self)
        return self
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

    /// Applies `assemblies` to a child of `parent`'s container (a root if `nil`).
    public convenience init(_ assemblies: [any Assembly], parent: Assembler?, defaultObjectScope: ObjectScope = .graph)
    {
        self.init(assemblies, container: Container(parent: parent?.resolver, defaultObjectScope: defaultObjectScope))
    }

    /// An empty assembler over a child of `parentAssembler`'s container (a root if `nil`).
    public convenience init(parentAssembler: Assembler?, defaultObjectScope: ObjectScope = .graph) {
        self.init([], parent: parentAssembler, defaultObjectScope: defaultObjectScope)
    }

    /// Applies one more assembly: registers, then calls its `loaded(resolver:)`.
    public func apply(assembly: any Assembly) { apply(assemblies: [assembly]) }

    /// Applies more assemblies: all register first, then each one's `loaded(resolver:)` runs.
    public func apply(assemblies: [any Assembly]) {
        for assembly in assemblies { assembly.assemble(container: resolver) }
        for assembly in assemblies { assembly.loaded(resolver: resolver) }
    }
}
