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

    /// Runs the factory one level deeper in the graph, putting this service in front of the
    /// chain of any error that comes out of it.
    @inlinable
    func build(_ arguments: Arguments, in context: ResolutionContext) throws(ResolutionError) -> Service {
        context.depth += 1
        defer { context.depth -= 1 }
        guard context.depth <= ResolutionContext.depthLimit else {
            throw ResolutionError(
                reason: .tooDeep(limit: ResolutionContext.depthLimit), requested: service, identity: identity)
        }
        do {
            return try factory(context, arguments)
        } catch let error as ResolutionError {
            throw error.prepending(service, identity: identity)
        } catch {
            throw ResolutionError(
                reason: .factoryFailed, requested: service, identity: identity, underlyingError: error)
        }
    }

    /// Builds an instance that outlives the graph. Its dependencies come from the container that
    /// owns the registration (`home`), so a child's services never leak into a parent's singleton.
    @inlinable
    func buildShared(
        _ arguments: Arguments,
        in context: ResolutionContext,
        home: RegistrationTable?
    ) throws(ResolutionError) -> Service {
        context.beginShared(identity)
        let requestingTable = context.table
        if let home {
            context.table = home
        }
        defer {
            context.table = requestingTable
            context.endShared()
        }
        return try build(arguments, in: context)
    }

    /// Creates the singleton unless another task did while this one waited for the lock, so the
    /// factory runs exactly once. A failed creation leaves nothing behind: a later resolve retries.
    @inlinable
    func createSingleton(
        _ arguments: Arguments,
        in context: ResolutionContext,
        home: RegistrationTable?
    ) throws(ResolutionError) -> Service {
        var created: Service?
        let failure: ResolutionError? = singletonCreation.withLock { _ in
            if let existing = existingSingleton() {
                created = existing
                return nil
            }
            do throws(ResolutionError) {
                let instance = try buildShared(arguments, in: context, home: home)
                singletonInstance = instance
                singletonIsSet.store(true, ordering: .releasing)
                created = instance
                return nil
            } catch {
                return error
            }
        }
        if let failure {
            throw failure
        }
        guard let created else {
            // Unreachable: the lock's body either set `created` or returned a failure.
            return try buildShared(arguments, in: context, home: home)
        }
        return created
    }

    /// A shared instance whose creation is already under way in this graph is a cycle; checking
    /// before taking the creation lock turns what would be a deadlock into an error.
    @inlinable
    func refuseReentry(in context: ResolutionContext) throws(ResolutionError) {
        if context.isBuildingShared(identity) {
            throw ResolutionError(reason: .cycle, requested: service, identity: identity)
        }
    }
}
