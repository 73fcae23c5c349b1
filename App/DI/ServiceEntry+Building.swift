import Synchronization

// Running the factory: one level deeper in the graph, with errors gaining this service in front
// of their chain, and for shared scopes, once, in the owning container, with cycles refused.
extension ServiceEntry {
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
    ///
    /// The factory runs under this registration's lock, so singletons that need each other in a
    /// cycle could deadlock if two tasks entered the cycle at different points at once; the cycle
    /// itself is reported by the first resolve of either (and by `verify()`), which is where it
    /// is meant to be found.
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
