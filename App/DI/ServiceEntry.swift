/// A registration as a table holds it, whatever its types. Entries are immutable: changing a registration's scope or
/// handlers replaces its entry (so `changed(scope: nil, handler: nil)` forgets the shared instance).
@usableFromInline
protocol AnyServiceEntry: AnyObject, Sendable {
    var key: ServiceKey { get }
    var scope: ObjectScope { get }
    /// `Container.description`'s line for this entry.
    var summary: String { get }
    /// Builds the service for a request that knows its types only at run time.
    func resolveAny(_ arguments: Any, in graph: ResolutionContext, home: Container) throws(ResolutionError) -> Any
    func changed(scope: ObjectScope?, handler: Any?) -> any AnyServiceEntry
}

/// A registration of `Service` whose factory takes `Arguments`, with the storage its scope needs.
@usableFromInline
final class ServiceEntry<Service: Sendable, Arguments>: AnyServiceEntry {
    @usableFromInline typealias Handler = @Sendable (any Resolver, Service) -> Void
    @usableFromInline typealias Factory = @Sendable (any Resolver, Arguments) throws -> Service

    @usableFromInline let key: ServiceKey
    @usableFromInline let scope: ObjectScope
    @usableFromInline let handlers: [Handler]
    @usableFromInline let factory: Factory
    @usableFromInline let shared: SharedInstance<Service>

    @usableFromInline
    init(key: ServiceKey, scope: ObjectScope, handlers: [Handler] = [], factory: @escaping Factory) {
        (self.key, self.scope, self.handlers, self.factory) = (key, scope, handlers, factory)
        shared = SharedInstance(weakly: scope === ObjectScope.weak)
    }

    @usableFromInline var summary: String {
        let arguments = key.argumentList.isEmpty ? "Resolver" : "(Resolver, \(key.argumentList))"  // Swinject's form
        return "Service: \(key.typeName), " + (key.name.map { "Name: \"\($0)\", " } ?? "")
            + "Factory: \(arguments) -> \(key.typeName), ObjectScope: \(scope)"
            + (handlers.isEmpty ? "" : ", InitCompleted: Specified \(handlers.count) closures")
    }

    /// Answers a request in `graph`, honouring the scope; `home` owns this entry.
    @inlinable
    func resolve(
        _ arguments: Arguments, in graph: ResolutionContext, home: Container
    ) throws(ResolutionError) -> Service {
        switch scope.kind {
        case .transient:
            return try build(arguments, in: graph)
        case .graph:
            if let cached = graph.cached(ObjectIdentifier(self), as: Service.self) { return cached }
            let instance = try build(arguments, in: graph)
            graph.cache(instance, for: ObjectIdentifier(self))
            return instance
        case .container, .weak:
            if let existing = shared.existing() { return existing }
            return try createShared(arguments, in: graph, home: home)
        }
    }

    /// Creates the shared instance once, in a graph over the registrations of `home`.
    @usableFromInline
    func createShared(
        _ arguments: Arguments, in graph: ResolutionContext, home: Container
    ) throws(ResolutionError) -> Service {
        try shared.existingOrCreate(for: key) { () throws(ResolutionError) in
            try graph.building(in: home) { (builder) throws(ResolutionError) in try build(arguments, in: builder) }
        }
    }

    /// Runs the factory one level deeper; its `initCompleted` handlers wait for the graph, to resolve what needs this.
    @inlinable
    func build(_ arguments: Arguments, in graph: ResolutionContext) throws(ResolutionError) -> Service {
        try graph.enter(key)
        defer { graph.leave() }
        let instance: Service
        do { instance = try factory(graph, arguments) } catch { throw ResolutionError.failure(error, building: key) }
        if !handlers.isEmpty { graph.whenGraphCompletes(instance, handlers) }
        return instance
    }

    @usableFromInline
    func resolveAny(_ arguments: Any, in graph: ResolutionContext, home: Container) throws(ResolutionError) -> Any {
        if let arguments = arguments as? Arguments { return try resolve(arguments, in: graph, home: home) }
        throw ResolutionError(reason: .notRegistered, requested: key)
    }

    @usableFromInline
    func changed(scope: ObjectScope?, handler: Any?) -> any AnyServiceEntry {
        let added = handler.flatMap { $0 as? Handler }.map { [$0] } ?? []
        return ServiceEntry(key: key, scope: scope ?? self.scope, handlers: handlers + added, factory: factory)
    }
}
