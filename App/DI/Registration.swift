import Synchronization

/// What `register` returns: a handle to set the scope, add `initCompleted` handlers and forward
/// other types to the same registration, Swinject's way (Swinject calls it `ServiceEntry`).
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

    /// Adds a handler called with each new instance once the graph that created it is complete,
    /// for property injection and cycles (`instance.parent = resolver.resolve(Parent.self)`).
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
