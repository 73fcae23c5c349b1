import Synchronization

/// `register`'s handle to set the scope, add `initCompleted` handlers and forward types (Swinject's `ServiceEntry`).
public struct Registration<Service: Sendable>: Sendable {
    @usableFromInline let container: Container
    @usableFromInline let key: ServiceKey

    /// How long the registration's instances live.
    public var objectScope: ObjectScope {
        container.registry.withLock { $0.entries[key]?.scope } ?? container.defaultObjectScope
    }

    /// Sets how long resolved instances live and returns the same handle.
    @discardableResult
    public func inObjectScope(_ scope: ObjectScope) -> Self {
        container.update(key, scope: scope)
        return self
    }

    /// Adds a handler run with each new instance once its graph is complete: property injection, cycles.
    @discardableResult
    public func initCompleted(_ handler: @escaping @Sendable (any Resolver, Service) -> Void) -> Self {
        container.update(key, handler: handler)
        return self
    }

    /// Makes each of `types` (under `name`) resolve to this registration's instance.
    @discardableResult
    public func implements<each Other: Sendable>(_ types: repeat (each Other).Type, name: String? = nil) -> Self {
        repeat container.forward(each types, name: name, to: self)
        return self
    }
}
