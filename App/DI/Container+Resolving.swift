// Top-level requests: each reads the current registrations once; an existing singleton is
// returned at once, anything else is built in a new graph.
extension Container: Resolver {
    /// Returns the service registered for `serviceType`, `name` and these arguments, or throws why not.
    public func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try resolveTopLevel(serviceType, name: name, arguments: repeat each arguments)
    }

    @inlinable
    func resolveTopLevel<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, arguments: (repeat each Argument).self, name: name)
        let entries = self.entries
        let context = ResolutionContext(container: self, entries: entries)
        do {
            let instance: Service
            if let entry = entries[key] as? ServiceEntry<Service, (repeat each Argument)> {
                instance = try entry.resolve((repeat each arguments), in: context, home: self)
            } else {
                instance = try context.resolveIndirectly(Service.self, key: key, arguments: repeat each arguments)
            }
            context.runPendingHandlers()
            return instance
        } catch {
            throw error.finalized()
        }
    }
}

// The slow paths of a request: inherited and forwarded registrations, wrappers, and errors.
extension ResolutionContext {
    @usableFromInline
    func resolveIndirectly<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type,
        key: ServiceKey,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        let requested = ServiceDescription(Service.self, name: key.name, arguments: (repeat each Argument).self)
        if let (entry, home) = container.lookUp(key) {
            if let typed = entry as? ServiceEntry<Service, (repeat each Argument)> {
                return try typed.resolve((repeat each arguments), in: self, home: home)
            }
            if let instance = try entry.resolveAny((repeat each arguments), in: self, home: home) as? Service {
                return instance
            }
        } else if let wrapper = Service.self as? any InstanceWrapper.Type,
            let wrapped = wrapper.wrapping(
                source(for: key.with(wrapper.wrappedType, name: key.name), requested, (repeat each arguments)))
                as? Service
        {
            return wrapped
        }
        throw container.failure(for: key, requested: requested)
    }

    /// Builds the service registered for `key` whatever its type: the target of a forwarded type,
    /// the service inside a wrapper.
    func resolveAny(_ key: ServiceKey, requested: ServiceDescription, arguments: Any) throws(ResolutionError) -> Any {
        guard let (entry, home) = container.lookUp(key) else {
            throw container.failure(for: key, requested: requested)
        }
        return try entry.resolveAny(arguments, in: self, home: home)
    }

    /// The ways a wrapper can build the service registered for `key`.
    private func source<Arguments: Sendable>(
        for key: ServiceKey,
        _ requested: ServiceDescription,
        _ arguments: Arguments
    ) -> WrappedSource {
        let (container, graph) = (self.container, self.graph)
        let inNewGraph: @Sendable ([GraphInstance]) throws(ResolutionError) -> Any = { graph in
            let context = ResolutionContext(container: container, entries: container.entries, graph: graph)
            return try context.complete { () throws(ResolutionError) -> Any in
                try context.resolveAny(key, requested: requested, arguments: arguments)
            }
        }
        return WrappedSource(
            isRegistered: container.lookUp(key) != nil,
            now: { () throws(ResolutionError) -> Any in
                try self.resolveAny(key, requested: requested, arguments: arguments)
            },
            inThisGraphLater: { () throws(ResolutionError) -> Any in try inNewGraph(graph) },
            inNewGraph: { () throws(ResolutionError) -> Any in try inNewGraph([]) })
    }
}
