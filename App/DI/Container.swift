import Synchronization

/// The dependency-injection container: register factories by type (and optionally name and runtime argument types),
/// then resolve. Swinject's API and semantics, plus a throwing `require` whose error names the chain and near misses,
/// cycle paths, and `verify()`.
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
/// Registering is allowed at any time, also after the first resolve: each request reads the table it finds, and each
/// change replaces the table under one lock.
///
/// Where this container differs from Swinject 2.10, on purpose:
/// - A second registration of a key (type, name, argument types) is refused: the key fails with `.registeredTwice`
///   and `verify()` reports it. `duplicates: .replace` is Swinject's behaviour, the later registration wins.
/// - Services, runtime arguments, factories and `initCompleted` handlers are `Sendable`: tasks share a container and
///   its singletons. Swift 5 mode code, like Swinject's, compiles as before; a factory that counts uses a `Mutex`.
/// - `initCompleted` handlers run once the whole graph is built, in creation order, so a cycle through an initializer
///   and a property never runs a factory twice; an initializer cycle throws `.cycle` with its path (Swinject traps).
/// - A singleton is shared as soon as its factory returns, maybe before its `initCompleted` handlers have run. Its
///   factory runs holding only its own once-gate.
/// - `Lazy` shares the instances its graph had built when it was made. `instance` of `Lazy` and `Provider` is `nil`
///   when the service cannot be built (Swinject traps); `get()` throws why.
/// - `synchronize()` returns the container itself: every container is thread-safe.
/// - Not provided: `Behavior`, `DebugHelper`, custom `ObjectScope` storage, the object-graph API (`withObjectGraph`).
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

    /// Makes `type` (under `name`) resolve to the instance `registration` builds, cast to `type`.
    public func forward<Other: Sendable, Service>(
        _ type: Other.Type, name: String? = nil, to registration: Registration<Service>
    ) {
        registry.withLock { $0.forwards[registration.key.with(Other.self, name: name)] = registration.key }
    }

    /// Removes every registration, and with them every shared instance.
    public func removeAll() { registry.withLock { $0 = Registry() } }

    /// Forgets the shared instances in `scope` (of `serviceType` only, if given), here and in the parents.
    public func resetObjectScope(_ scope: ObjectScope, serviceType: Any.Type? = nil) {
        for container in lineage {
            container.registry.withLock { registry in
                for (key, entry) in registry.entries
                where entry.scope === scope && serviceType.map({ $0 == key.service }) ?? true {
                    registry.entries[key] = entry.changed(scope: nil, handler: nil)
                }
            }
        }
    }

    /// Whether `serviceType` is registered or forwarded under `name` here or in a parent, with any arguments.
    public func hasAnyRegistration<Service>(of serviceType: Service.Type, name: String? = nil) -> Bool {
        lineage.contains { container in
            let keys = container.registry.withLock { Array($0.entries.keys) + $0.forwards.keys }
            return keys.contains { $0.service == serviceType && $0.name == name }
        }
    }

    /// The container itself: every container is safe to use from many tasks.
    public func synchronize() -> any Resolver { self }

    /// The registrations, read once by each request.
    var entries: [ServiceKey: any AnyServiceEntry] { registry.withLock { $0.entries } }

    /// This container, its parent, the parent's parent and so on.
    var lineage: [Container] { [self] + (parent?.lineage ?? []) }

    func add<Service>(_ entry: any AnyServiceEntry) -> Registration<Service> {
        registry.withLock { registry in
            if duplicates == .reject, registry.entries[entry.key] != nil || registry.refused.contains(entry.key) {
                (registry.entries[entry.key], _) = (nil, registry.refused.insert(entry.key))
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

    /// Every registration visible here, own ones replacing inherited ones.
    var visibleEntries: [ServiceKey: any AnyServiceEntry] {
        lineage.reversed().reduce(into: [:]) { visible, container in visible.merge(container.entries) { $1 } }
    }

    /// One sentence per key registered twice, here and in the parents.
    var registrationProblems: [String] {
        lineage.reversed().flatMap { container in
            container.registry.withLock { $0.refused }.map { "\($0) was registered twice in the same container" }
                .sorted()
        }
    }

    /// Why `key` cannot be resolved, with the visible registrations of the same type as near misses.
    func failure(for key: ServiceKey) -> ResolutionError {
        let owner = lineage.first { $0.registry.withLock { $0.entries[key] != nil || $0.refused.contains(key) } }
        let refused = owner?.registry.withLock { $0.refused.contains(key) } ?? false
        let nearMisses = visibleEntries.keys.filter { $0.service == key.service && $0 != key }.map(\.description)
        return ResolutionError(
            reason: refused ? .registeredTwice : .notRegistered, requested: key, nearMisses: nearMisses.sorted())
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

extension Container: CustomStringConvertible {
    /// Swinject's listing: `[`, one `{ Service: ..., Factory: ..., ObjectScope: ... }` per line, `]`.
    public var description: String {
        "[" + entries.values.map { "\n    { \($0.summary) }" }.sorted().joined(separator: ",") + "\n]"
    }
}

/// What a container does when the same key (type, name, argument types) is registered twice.
public enum DuplicateRegistrationPolicy: Sendable {
    /// Refuse, the default (a silent replacement hides wiring mistakes): the key becomes unresolvable.
    case reject
    /// The later registration replaces the earlier one, as in Swinject.
    case replace
}
