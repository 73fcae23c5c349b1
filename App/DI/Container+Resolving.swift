// Requests: each reads the registrations once. A top-level request returns an existing singleton
// at once and builds anything else in a new graph; the slow paths (inherited and forwarded
// registrations, wrappers, errors) are not inlined.
extension Container: Resolver {
    /// Returns the service registered for `serviceType`, `name` and these arguments, or throws why not.
    public func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, name: String?, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, arguments: (repeat each Argument).self, name: name)
        return try resolveTopLevel(key, (repeat each arguments)) {
            ServiceDescription(Service.self, name: name, arguments: (repeat each Argument).self)
        }
    }

    @inlinable
    func resolveTopLevel<Service: Sendable, Arguments: Sendable>(
        _ key: ServiceKey, _ arguments: Arguments, _ requested: () -> ServiceDescription
    ) throws(ResolutionError) -> Service {
        let entries = self.entries
        if let found = entries[key], let entry = found as? ServiceEntry<Service, Arguments>,
            entry.scope.kind == .container, let existing = entry.shared.existing()
        {
            return existing
        }
        let context = ResolutionContext(container: self, entries: entries)
        return try context.complete { () throws(ResolutionError) -> Service in
            try context.resolve(key, arguments, requested)
        }
    }
}

extension ResolutionContext {
    @usableFromInline
    func resolveIndirectly<Service: Sendable, Arguments: Sendable>(
        _ key: ServiceKey, _ arguments: Arguments, requested: ServiceDescription
    ) throws(ResolutionError) -> Service {
        if let (entry, home) = container.lookUp(key) {
            if let typed = entry as? ServiceEntry<Service, Arguments> {
                return try typed.resolve(arguments, in: self, home: home)
            }
            if let instance = try entry.resolveAny(arguments, in: self, home: home) as? Service {
                return instance
            }
        } else if let wrapperType = Service.self as? any InstanceWrapper.Type {
            let wrappedKey = key.with(wrapperType.wrappedType, name: key.name)
            if let wrapper = wrapperType.wrapping(source(for: wrappedKey, requested, arguments)),
                let wrapped = wrapper as? Service
            {
                return wrapped
            }
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
        for key: ServiceKey, _ requested: ServiceDescription, _ arguments: Arguments
    ) -> WrappedSource {
        let (container, graph) = (self.container, self.graph)
        let inNewGraph: @Sendable (GraphInstances) throws(ResolutionError) -> Any = { graph in
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
