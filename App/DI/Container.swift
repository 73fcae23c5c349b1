import Synchronization

/// The dependency-injection container: register factories by type (and optionally name and
/// runtime argument types), then resolve. Swinject's API and semantics, plus a throwing `require`
/// whose error names the chain and near misses, cycle paths, and `verify()`.
///
/// ```swift
/// let container = Container()
/// container.register((any TodoDataSource).self) { _ in try SQLiteTodoDataSource(path: path) }
///     .inObjectScope(.container)
/// container.register((any TodoRepositoryProtocol).self) { resolver in
///     TodoRepositoryImpl(dataSource: try resolver.require((any TodoDataSource).self))
/// }
/// try container.verify()  // in a test: every problem at once
/// let repository = try container.require((any TodoRepositoryProtocol).self)
/// ```
///
/// Registering is allowed at any time, also after the first resolve: the registrations are a
/// table that each change replaces under one lock, and each request reads the table it found.
///
/// Where this container differs from Swinject 2.10, on purpose:
/// - A second registration of a key (type, name, argument types) is refused: the key becomes
///   unresolvable with `.registeredTwice` and `verify()` reports it. `duplicates: .replace` is
///   Swinject's behaviour, the later registration wins.
/// - Services, runtime arguments, factories and `initCompleted` handlers are `Sendable`: a
///   container is shared by tasks, and so are its singletons. Swift 6 checks this; Swift 5 mode
///   code, like Swinject's, compiles as before. A factory that counts its calls uses a `Mutex`.
/// - `initCompleted` handlers run once the whole graph is built, in creation order, so a cycle
///   through an initializer and a property never runs a factory twice. A cycle through
///   initializers only is a `.cycle` error showing its path, where Swinject traps.
/// - A singleton is shared as soon as its factory returns; another task may receive it before its
///   `initCompleted` handlers have run. Its factory runs holding only its own once-gate.
/// - `Lazy` shares the instances its graph had built when it was made; `Lazy` and `Provider`
///   trap in `instance` when the service cannot be built, and throw from `get()`.
/// - `synchronize()` returns the container itself: every container is thread-safe.
/// - Not provided: `Behavior`, `DebugHelper`, custom `ObjectScope` storage, and the object-graph
///   API (`GraphIdentifier`, `withObjectGraph`).
public final class Container: Sendable {
    @usableFromInline let registry = Mutex(Registry())
    let parent: Container?
    @usableFromInline let defaultObjectScope: ObjectScope
    let duplicates: DuplicateRegistrationPolicy

    /// A container that sees `parent`'s registrations, if any, and overrides them with its own;
    /// inherited singletons stay the parent's, built from the parent's registrations. New
    /// registrations get `defaultObjectScope`; `duplicates` says what registering a key twice
    /// does. The closure registers services: `Container { $0.register(...) }`.
    public init(
        parent: Container? = nil,
        defaultObjectScope: ObjectScope = .graph,
        duplicates: DuplicateRegistrationPolicy = .reject,
        registeringClosure: (Container) -> Void = { _ in }
    ) {
        self.parent = parent
        self.defaultObjectScope = defaultObjectScope
        self.duplicates = duplicates
        registeringClosure(self)
    }

    /// Registers `factory` as the way to build `serviceType` (under `name`, if given) from a
    /// resolver. The scope is the container's default (`.graph` unless set); change it with
    /// `inObjectScope`. (Without arguments a registration has an overload of its own, which the
    /// optimiser specialises for the service type; it does not specialise parameter packs.)
    @inlinable @discardableResult
    public func register<Service: Sendable>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping @Sendable (any Resolver) throws -> Service
    ) -> Registration<Service> {
        let key = ServiceKey(Service.self, arguments: Void.self, name: name)
        let service = ServiceDescription(Service.self, name: name, arguments: Void.self)
        return add(
            ServiceEntry<Service, Void>(key: key, service: service, scope: defaultObjectScope, handlers: []) {
                resolver, _ in try factory(resolver)
            })
    }

    /// Registers a factory taking one to nine runtime arguments, whose types are part of the key:
    /// `resolve(_:arguments:)` passes them in this order.
    @discardableResult
    public func register<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping @Sendable (any Resolver, repeat each Argument) throws -> Service
    ) -> Registration<Service> {
        let key = ServiceKey(Service.self, arguments: (repeat each Argument).self, name: name)
        let service = ServiceDescription(Service.self, name: name, arguments: (repeat each Argument).self)
        return add(
            ServiceEntry<Service, (repeat each Argument)>(
                key: key, service: service, scope: defaultObjectScope, handlers: []
            ) { resolver, arguments in try factory(resolver, repeat each arguments) })
    }

    /// Makes `type` (under `name`) resolve to the instance `registration` builds, cast to `type`.
    public func forward<Other: Sendable, Service>(
        _ type: Other.Type, name: String? = nil, to registration: Registration<Service>
    ) {
        if let target = registry.withLock({ $0.entries[registration.key]?.service }) {
            let key = registration.key.with(Other.self, name: name)
            let _: Registration<Other> = add(
                ForwardedEntry<Other>(key: key, service: target.with(Other.self, name: name), target: registration.key))
        }
    }

    /// Removes every registration, and with them every shared instance.
    public func removeAll() {
        registry.withLock { $0 = Registry() }
    }

    /// Forgets the shared instances of registrations in `scope` (of `serviceType` only, if
    /// given), here and in the parents, so the next resolve builds them again.
    public func resetObjectScope(_ scope: ObjectScope, serviceType: Any.Type? = nil) {
        registry.withLock { registry in
            for (key, entry) in registry.entries where entry.scope === scope {
                if serviceType.map({ ObjectIdentifier($0) == key.service }) ?? true {
                    registry.entries[key] = entry.changed(scope: nil, handler: nil)
                }
            }
        }
        parent?.resetObjectScope(scope, serviceType: serviceType)
    }

    /// Whether `serviceType` is registered under `name` here or in a parent, with any arguments.
    public func hasAnyRegistration<Service>(of serviceType: Service.Type, name: String? = nil) -> Bool {
        let service = ObjectIdentifier(serviceType)
        return entries.keys.contains { $0.service == service && $0.name == name }
            || parent?.hasAnyRegistration(of: serviceType, name: name) == true
    }

    /// The container itself: every container is safe to use from many tasks.
    public func synchronize() -> any Resolver {
        self
    }

    /// The registrations, read once by each request.
    @usableFromInline var entries: [ServiceKey: any AnyServiceEntry] {
        registry.withLock { $0.entries }
    }

    @usableFromInline
    func add<Service>(_ entry: any AnyServiceEntry) -> Registration<Service> {
        let refuses = duplicates == .reject
        registry.withLock { registry in
            guard refuses, registry.entries[entry.key] != nil || registry.refused.contains(entry.key) else {
                registry.entries[entry.key] = entry
                return
            }
            registry.entries[entry.key] = nil
            registry.refused.insert(entry.key)
            registry.problems.append("\(entry.service) was registered twice in the same container")
        }
        return Registration(container: self, key: entry.key)
    }

    func update(_ key: ServiceKey, scope: ObjectScope? = nil, handler: Any? = nil) {
        registry.withLock { registry in
            registry.entries[key] = registry.entries[key]?.changed(scope: scope, handler: handler)
        }
    }

    /// The entry for `key` and the container that owns it, here or in a parent.
    func lookUp(_ key: ServiceKey) -> (entry: any AnyServiceEntry, home: Container)? {
        entries[key].map { ($0, self) } ?? parent?.lookUp(key)
    }

    /// Every registration visible here, own ones replacing inherited ones.
    var visibleEntries: [ServiceKey: any AnyServiceEntry] {
        (parent?.visibleEntries ?? [:]).merging(entries) { _, own in own }
    }

    /// Why `key` cannot be resolved, with the visible registrations of the same type as near misses.
    func failure(for key: ServiceKey, requested: ServiceDescription) -> ResolutionError {
        let nearMisses = visibleEntries.values.filter { $0.key.service == key.service && $0.key != key }
        var refused = false
        var container: Container? = self
        while let current = container, !refused, current.entries[key] == nil {
            refused = current.registry.withLock { $0.refused.contains(key) }
            container = current.parent
        }
        return ResolutionError(
            reason: refused ? .registeredTwice : .notRegistered, requested: requested,
            nearMisses: nearMisses.map(\.service.description).sorted())
    }
}

extension Container: CustomStringConvertible {
    /// Swinject's listing: `[`, one `{ Service: ..., Factory: ..., ObjectScope: ... }` per line, `]`.
    public var description: String {
        "[" + entries.values.map { "\n    { \($0.summary) }" }.sorted().joined(separator: ",") + "\n]"
    }
}

/// A container's registrations and what went wrong while registering; only touched under its lock.
@usableFromInline
struct Registry: Sendable {
    @usableFromInline var entries: [ServiceKey: any AnyServiceEntry] = [:]
    /// Keys registered twice under `.reject`.
    var refused: Set<ServiceKey> = []
    var problems: [String] = []

    @usableFromInline init() {}
}

/// What a container does when the same key (type, name, argument types) is registered twice.
public enum DuplicateRegistrationPolicy: Sendable {
    /// Refuse: the key becomes unresolvable with `.registeredTwice`, and `verify()` reports it.
    /// The default, because a silent replacement hides wiring mistakes.
    case reject
    /// The later registration replaces the earlier one, as in Swinject.
    case replace
}
