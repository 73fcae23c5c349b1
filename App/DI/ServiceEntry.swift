/// A registration as a table holds it, whatever its types. Entries are immutable: changing a
/// registration's scope or handlers replaces its entry.
@usableFromInline
protocol AnyServiceEntry: AnyObject, Sendable {
    var key: ServiceKey { get }
    var service: ServiceDescription { get }
    var scope: ObjectScope { get }
    /// `Container.description`'s line for this entry.
    var summary: String { get }
    /// Builds the service for a request that knows its types only at run time: a forwarded type,
    /// a wrapper (`Lazy`, `Provider`, `Optional`) or `verify()`.
    func resolveAny(_ arguments: Any, in context: ResolutionContext, home: Container) throws(ResolutionError) -> Any
    /// The same registration with another scope or one more handler, and storage of its own
    /// (so `changed(scope: nil, handler: nil)` forgets the shared instance).
    func changed(scope: ObjectScope?, handler: Any?) -> any AnyServiceEntry
}

/// A registration of `Service` whose factory takes `Arguments`, with the storage its scope needs.
@usableFromInline
final class ServiceEntry<Service: Sendable, Arguments>: AnyServiceEntry {
    @usableFromInline typealias Handler = @Sendable (any Resolver, Service) -> Void

    @usableFromInline let key: ServiceKey
    @usableFromInline let service: ServiceDescription
    @usableFromInline let scope: ObjectScope
    @usableFromInline let handlers: [Handler]
    @usableFromInline let factory: @Sendable (any Resolver, Arguments) throws -> Service
    @usableFromInline let shared: SharedInstance<Service>

    @usableFromInline
    init(
        key: ServiceKey,
        service: ServiceDescription,
        scope: ObjectScope,
        handlers: [Handler],
        factory: @escaping @Sendable (any Resolver, Arguments) throws -> Service
    ) {
        (self.key, self.service, self.scope, self.handlers, self.factory) = (key, service, scope, handlers, factory)
        self.shared = SharedInstance(weakly: scope === ObjectScope.weak)
    }

    @usableFromInline var summary: String {
        let name = key.name.map { "Name: \"\($0)\", " } ?? ""
        let handlers = handlers.isEmpty ? "" : ", InitCompleted: Specified \(handlers.count) closures"
        return "Service: \(service.typeName), \(name)Factory: \(service.factoryDescription), ObjectScope: \(scope)"
            + handlers
    }

    /// Answers a request in a graph, honouring the scope.
    @inlinable
    func resolve(
        _ arguments: Arguments, in context: ResolutionContext, home: Container
    ) throws(ResolutionError) -> Service {
        switch scope.kind {
        case .transient:
            return try build(arguments, in: context)
        case .graph:
            if let cached = context.cached(ObjectIdentifier(self)), let box = cached as? Box<Service> {
                return box.value
            }
            let instance = try build(arguments, in: context)
            context.cache(instance, for: ObjectIdentifier(self))
            return instance
        case .container, .weak:
            if let existing = shared.existing() {
                return existing
            }
            return try createShared(arguments, in: context, home: home)
        }
    }

    /// Runs the factory one level deeper in the graph; its `initCompleted` handlers run once the
    /// graph is complete, so that they can resolve services that need this one.
    @inlinable
    func build(_ arguments: Arguments, in context: ResolutionContext) throws(ResolutionError) -> Service {
        try context.enter(service, identity: ObjectIdentifier(self))
        defer { context.leave() }
        let instance: Service
        do {
            instance = try factory(context, arguments)
        } catch {
            throw ResolutionError.failure(error, building: service, identity: ObjectIdentifier(self))
        }
        if !handlers.isEmpty {
            context.whenGraphCompletes(instance, handlers)
        }
        return instance
    }

    /// Creates the shared instance once, from the registrations of the container that owns it.
    @usableFromInline
    func createShared(
        _ arguments: Arguments, in context: ResolutionContext, home: Container
    ) throws(ResolutionError)
        -> Service
    {
        let cycle = ResolutionError(reason: .cycle, requested: service, identity: ObjectIdentifier(self))
        return try shared.existingOrCreate(cycle: cycle) { () throws(ResolutionError) -> Service in
            try context.building(in: home) { (builder) throws(ResolutionError) -> Service in
                try build(arguments, in: builder)
            }
        }
    }

    @usableFromInline
    func resolveAny(_ arguments: Any, in context: ResolutionContext, home: Container) throws(ResolutionError) -> Any {
        guard let arguments = arguments as? Arguments else {
            throw ResolutionError(reason: .notRegistered, requested: service)
        }
        return try resolve(arguments, in: context, home: home)
    }

    @usableFromInline
    func changed(scope: ObjectScope?, handler: Any?) -> any AnyServiceEntry {
        let added = handler.flatMap { $0 as? Handler }.map { [$0] } ?? []
        return ServiceEntry(
            key: key, service: service, scope: scope ?? self.scope, handlers: handlers + added, factory: factory)
    }
}

/// Another type answered by a registration (`implements`, `forward`): resolves the target's key
/// and casts its instance, so both types share what the target's scope shares.
final class ForwardedEntry<Service: Sendable>: AnyServiceEntry {
    let key: ServiceKey
    let service: ServiceDescription
    let target: ServiceKey
    let scope = ObjectScope.transient
    var summary: String { "Service: \(service.typeName), Forwarded" }

    init(key: ServiceKey, service: ServiceDescription, target: ServiceKey) {
        (self.key, self.service, self.target) = (key, service, target)
    }

    func resolveAny(_ arguments: Any, in context: ResolutionContext, home: Container) throws(ResolutionError) -> Any {
        guard let instance = try context.resolveAny(target, requested: service, arguments: arguments) as? Service else {
            throw ResolutionError(reason: .notRegistered, requested: service)
        }
        return instance
    }

    func changed(scope: ObjectScope?, handler: Any?) -> any AnyServiceEntry { self }
}
