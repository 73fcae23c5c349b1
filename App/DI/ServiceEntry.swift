import Synchronization

/// A registration of `Service` whose factory takes `Arguments` (`Void`, one type, or a tuple),
/// with the instance storage its scope needs. Generic, so resolving returns `Service` itself,
/// without boxing it in `Any`.
///
/// A container-scoped instance lives in the entry itself, so that reading it is two loads from
/// one object: `singletonIsSet` (acquire) then `singletonInstance`. The instance is written once,
/// under `singletonCreation`, before `singletonIsSet` is released; it is never written again,
/// which is why reading it needs neither a lock nor exclusivity checks.
@usableFromInline
final class ServiceEntry<Service, Arguments>: RegistrationEntry, @unchecked Sendable {
    /// Builds one instance from a resolver for its dependencies and the runtime arguments.
    @usableFromInline
    typealias Factory = @Sendable (any Resolver, Arguments) throws -> Service

    @usableFromInline let factory: Factory
    @usableFromInline let singletonIsSet = Atomic<Bool>(false)
    @exclusivity(unchecked) @usableFromInline var singletonInstance: Service?
    @usableFromInline let singletonCreation = Mutex(())
    @usableFromInline let weakInstance: WeakStorage<Service>?

    init(key: ServiceKey, scope: ObjectScope, service: ServiceDescription, factory: @escaping Factory) {
        self.factory = factory
        self.weakInstance = scope == .weak ? WeakStorage() : nil
        super.init(key: key, scope: scope, service: service)
    }

    override func isolatedCopy() -> RegistrationEntry {
        ServiceEntry(key: key, scope: scope, service: service, factory: factory)
    }

    override func verify(in table: RegistrationTable, home: RegistrationTable?) throws(ResolutionError) -> Bool {
        guard let noArguments = () as? Arguments else {
            return false
        }
        _ = try resolveTopLevel(arguments: noArguments, table: table, home: home)
        return true
    }

    /// The singleton, when this is a container-scoped registration whose instance exists.
    @inlinable @inline(__always)
    func existingSingleton() -> Service? {
        singletonIsSet.load(ordering: .acquiring) ? singletonInstance : nil
    }

    /// Answers a request made to the container itself. An existing singleton is returned without
    /// creating a resolution context; anything else is built in a fresh graph.
    @inlinable
    func resolveTopLevel(
        arguments: Arguments,
        table: RegistrationTable,
        home: RegistrationTable?
    ) throws(ResolutionError) -> Service {
        if let existing = existingSingleton() {
            return existing
        }
        let context = ResolutionContext(table: table)
        do {
            return try resolve(arguments: arguments, in: context, home: home)
        } catch {
            throw error.finalized()
        }
    }

    /// Answers a request made while building a graph, honouring the scope.
    @inlinable
    func resolve(
        arguments: Arguments,
        in context: ResolutionContext,
        home: RegistrationTable?
    ) throws(ResolutionError) -> Service {
        switch scope {
        case .transient:
            return try build(arguments, in: context)
        case .graph:
            // The top-level service of a graph is never requested again inside its own graph
            // (that would be a cycle), so only nested graph-scoped instances are cached.
            let isNested = context.depth > 0
            if isNested, let cached = context.graphInstance(of: identity, as: Service.self) {
                return cached
            }
            let instance = try build(arguments, in: context)
            if isNested {
                context.storeGraphInstance(instance, of: identity)
            }
            return instance
        case .container:
            if let existing = existingSingleton() {
                return existing
            }
            try refuseReentry(in: context)
            return try createSingleton(arguments, in: context, home: home)
        case .weak:
            guard let weakInstance else {
                return try build(arguments, in: context)
            }
            try refuseReentry(in: context)
            return try weakInstance.existingOrCreate { () throws(ResolutionError) -> Service in
                try buildShared(arguments, in: context, home: home)
            }
        }
    }
}
