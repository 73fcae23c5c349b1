import Foundation
import Synchronization

// The container as every resolve runs it: registering, looking up, building a graph, and the
// once-gate of a singleton. What an ordinary resolve never runs (Swinject's other forms,
// forwarding, wrappers, inspection and `verify()`) lives beside it, in the other files of DI.

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

    /// The key of `type` under `name` with the same arguments, for forwarding and wrappers.
    func with(_ type: Any.Type, name: String?) -> ServiceKey { ServiceKey(type, arguments: arguments, name: name) }

    static func == (left: ServiceKey, right: ServiceKey) -> Bool {
        left.service == right.service && left.arguments == right.arguments && left.name == right.name
    }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(service)) }
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

    /// Answers a top-level request: builds, runs the handlers of what it created, reports a repeated service as cycle.
    func complete<Service>(_ body: () throws(ResolutionError) -> Service) throws(ResolutionError) -> Service {
        let instance: Service
        do { instance = try body() } catch { throw error.finalized() }
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

    /// The service registered or forwarded for `key` (here or in a parent), else a wrapper (`Lazy`, `Provider`,
    /// `Optional`) of a registered one, else the reason it cannot be built.
    func resolve<Service: Sendable, Arguments: Sendable>(
        _ key: ServiceKey, _ arguments: Arguments
    ) throws(ResolutionError) -> Service {
        if container.lookUp(key) != nil {
            if let instance = try resolveAny(key, arguments: arguments) as? Service { return instance }
        } else if let instance: Service = wrapper(of: key, arguments) {
            return instance
        }
        throw container.failure(for: key)
    }

    /// Builds the service registered or forwarded for `key`, whatever its type.
    func resolveAny(_ key: ServiceKey, arguments: Any) throws(ResolutionError) -> Any {
        guard let (entry, home) = container.lookUp(key) else { throw container.failure(for: key) }
        return try entry.resolve(arguments, in: self, home: home)
    }

    /// Runs a factory one level deeper, or fails when the chain is too deep to be anything but a cycle; its
    /// `initCompleted` handlers wait for the graph, to resolve what needs the instance.
    func build<Service>(
        _ key: ServiceKey, handlers: [@Sendable (any Resolver, Service) -> Void],
        _ factory: (ResolutionContext) throws -> Service
    ) throws(ResolutionError) -> Service {
        guard depth < Self.depthLimit else {
            throw ResolutionError(reason: .tooDeep(limit: Self.depthLimit), requested: key)
        }
        depth += 1
        defer { depth -= 1 }
        let instance: Service
        do { instance = try factory(self) } catch { throw ResolutionError.failure(error, building: key) }
        if !handlers.isEmpty {
            pending.append { [unowned self] in for handler in handlers { handler(self, instance) } }
        }
        return instance
    }

    /// Keeps a graph-scoped instance for later requests in this graph.
    func cache(_ instance: any Sendable, for entry: ObjectIdentifier) { instances[entry] = instance }

    /// Runs `body` in a graph over `home`'s registrations: a child's services never end up in a parent's singleton.
    func building<Service>(
        in home: Container, _ body: (ResolutionContext) throws(ResolutionError) -> Service
    ) throws(ResolutionError) -> Service {
        guard home !== container else { return try body(self) }
        let graph = ResolutionContext(container: home)
        graph.depth = depth
        return try graph.complete { () throws(ResolutionError) in try body(graph) }
    }
}

/// A registration as a table holds it, whatever its types. Entries are immutable: changing a registration's scope or
/// handlers replaces its entry (so `changed(scope: nil, handler: nil)` forgets the shared instance).
protocol AnyServiceEntry: AnyObject, Sendable {
    var key: ServiceKey { get }
    var scope: ObjectScope { get }
    /// `Container.description`'s line for this entry.
    var summary: String { get }
    /// Builds the service for a request that knows its types only at run time.
    func resolve(_ arguments: Any, in graph: ResolutionContext, home: Container) throws(ResolutionError) -> Any
    func changed(scope: ObjectScope?, handler: Any?) -> any AnyServiceEntry
}

/// A registration of `Service` whose factory takes `Arguments`, with the storage its scope needs.
final class ServiceEntry<Service: Sendable, Arguments>: AnyServiceEntry {
    typealias Handler = @Sendable (any Resolver, Service) -> Void
    typealias Factory = @Sendable (any Resolver, Arguments) throws -> Service

    let key: ServiceKey
    let scope: ObjectScope
    let handlers: [Handler]
    let factory: Factory
    let shared: SharedInstance<Service>

    init(key: ServiceKey, scope: ObjectScope, handlers: [Handler] = [], factory: @escaping Factory) {
        (self.key, self.scope, self.handlers, self.factory) = (key, scope, handlers, factory)
        shared = SharedInstance(weakly: scope === ObjectScope.weak)
    }

    /// Answers a request in `graph`, honouring the scope; `home` owns this entry.
    func resolve(_ arguments: Any, in graph: ResolutionContext, home: Container) throws(ResolutionError) -> Any {
        guard let arguments = arguments as? Arguments else {
            throw ResolutionError(reason: .notRegistered, requested: key)
        }
        let build = { (graph: ResolutionContext) throws(ResolutionError) in
            try graph.build(self.key, handlers: self.handlers) { try self.factory($0, arguments) }
        }
        switch scope.kind {
        case .transient:
            return try build(graph)
        case .graph:
            if let cached = graph.instances[ObjectIdentifier(self)] { return cached }
            let instance = try build(graph)
            graph.cache(instance, for: ObjectIdentifier(self))
            return instance
        case .container, .weak:
            if let existing = shared.existing() { return existing }
            // Created once, in a graph over the registrations of `home`.
            return try shared.existingOrCreate(for: key) { () throws(ResolutionError) in
                try graph.building(in: home, build)
            }
        }
    }

    func changed(scope: ObjectScope?, handler: Any?) -> any AnyServiceEntry {
        let added = handler.flatMap { $0 as? Handler }.map { [$0] } ?? []
        return ServiceEntry(key: key, scope: scope ?? self.scope, handlers: handlers + added, factory: factory)
    }
}

/// The instance of one container- or weak-scoped registration, and the once-gate of its factory: it holds no lock other
/// registrations need, so a slow singleton (one opens the store and fsyncs) delays only the requests that need it.
final class SharedInstance<Service: Sendable>: Sendable {
    /// The instance, held strongly, or weakly as an object for the weak scope.
    struct Stored {
        var strong: Service?
        weak var object: AnyObject?
    }

    let weakly: Bool
    private let stored = Mutex(Stored())
    /// Held by the thread running the factory; others wait on it.
    private let gate = Mutex(())

    init(weakly: Bool) { self.weakly = weakly }

    /// The instance, if it exists (and is alive); unwrapped before the cast: `nil as? Service` crashes optimised (6.3).
    func existing() -> Service? {
        stored.withLock { stored in stored.strong ?? stored.object.flatMap { $0 as? Service } }
    }

    /// The instance, created by `create` unless another thread did meanwhile. A thread that would wait for itself,
    /// directly or through threads waiting for what it creates, gets a `.cycle` error: the wait would never end.
    func existingOrCreate(
        for key: ServiceKey, create: () throws(ResolutionError) -> Service
    ) throws(ResolutionError) -> Service {
        let (me, cell) = (ObjectIdentifier(Thread.current), ObjectIdentifier(self))
        guard Creations.shared.wait(me, for: cell) else { throw ResolutionError(reason: .cycle, requested: key) }
        return try gate.withLock { (_: inout ()) throws(ResolutionError) -> Service in
            Creations.shared.update { $0.awaited[me] = nil }
            if let existing = existing() { return existing }
            Creations.shared.update { $0.creator[cell] = me }
            defer { Creations.shared.update { $0.creator[cell] = nil } }
            let instance = try create()
            stored.withLock { stored in
                stored = Stored(strong: weakly ? nil : instance, object: weakly ? Self.object(instance) : nil)
            }
            return instance
        }
    }

    /// The instance as an object that can be held weakly, or nil for a value (built anew each time).
    private static func object(_ instance: Service) -> sending AnyObject? {
        type(of: instance as Any) is AnyClass ? instance as AnyObject : nil
    }
}

/// Which thread creates which shared instance, and which instance each thread waits for, across all containers: the
/// graph that tells a wait that would never end (two singletons that need each other, entered from both ends at once).
final class Creations: Sendable {
    static let shared = Creations()

    /// The creator of each instance being created, and the instance each waiting thread waits for.
    struct State {
        var creator: [ObjectIdentifier: ObjectIdentifier] = [:], awaited = [ObjectIdentifier: ObjectIdentifier]()
    }
    private let state = Mutex(State())

    func update(_ change: (inout State) -> Void) { state.withLock { change(&$0) } }

    /// Records that `thread` waits for `cell`; false when following creators and what they await leads back to it.
    func wait(_ thread: ObjectIdentifier, for cell: ObjectIdentifier) -> Bool {
        state.withLock { state in
            var next: ObjectIdentifier? = cell
            while let current = next, let creator = state.creator[current] {
                if creator == thread { return false }
                next = state.awaited[creator]
            }
            state.awaited[thread] = cell
            return true
        }
    }
}
