import Foundation
import Synchronization

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
        switch scope.kind {
        case .transient:
            return try build(arguments, in: graph)
        case .graph:
            if let cached = graph.instances[ObjectIdentifier(self)] { return cached }
            let instance = try build(arguments, in: graph)
            graph.cache(instance, for: ObjectIdentifier(self))
            return instance
        case .container, .weak:
            if let existing = shared.existing() { return existing }
            // Created once, in a graph over the registrations of `home`.
            return try shared.existingOrCreate(for: key) { () throws(ResolutionError) in
                try graph.building(in: home) { (builder) throws(ResolutionError) in try build(arguments, in: builder) }
            }
        }
    }

    /// Runs the factory one level deeper; its `initCompleted` handlers wait for the graph, to resolve what needs this.
    func build(_ arguments: Arguments, in graph: ResolutionContext) throws(ResolutionError) -> Service {
        try graph.enter(key)
        defer { graph.leave() }
        let instance: Service
        do { instance = try factory(graph, arguments) } catch { throw ResolutionError.failure(error, building: key) }
        if !handlers.isEmpty { graph.whenGraphCompletes(instance, handlers) }
        return instance
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

/// Which thread creates which shared instance, and which instance each thread waits for, across all containers.
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
