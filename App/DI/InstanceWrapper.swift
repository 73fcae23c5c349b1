import Synchronization

/// A type resolved by resolving the type it wraps (`Lazy<T>`, `Provider<T>`, `T?`), with the
/// same name and arguments, when it has no registration of its own.
protocol InstanceWrapper {
    static var wrappedType: Any.Type { get }
    /// The wrapper, or nil when it cannot be made (`Lazy` and `Provider` of an unregistered type).
    static func wrapping(_ source: WrappedSource) -> Self?
}

/// The ways a wrapper can build the service it wraps.
struct WrappedSource {
    let isRegistered: Bool
    /// In the requesting graph, now.
    let now: () throws(ResolutionError) -> Any
    /// Later, in a graph holding the requesting graph's instances so far.
    let inThisGraphLater: @Sendable () throws(ResolutionError) -> Any
    /// Later, in a new graph each time.
    let inNewGraph: @Sendable () throws(ResolutionError) -> Any
}

extension Optional: InstanceWrapper {
    static var wrappedType: Any.Type { Wrapped.self }

    /// The wrapped service, or `.some(nil)` when it is not registered or cannot be built.
    static func wrapping(_ source: WrappedSource) -> Self? {
        guard let instance = try? source.now() else { return .some(nil) }
        return .some(instance as? Wrapped)
    }
}

/// A service resolved on first use, then kept: for a dependency that is expensive or not always
/// needed. Built in a graph holding the instances of the graph that made the `Lazy`, so it shares
/// their graph-scoped instances. Resolving `Lazy<T>` fails when `T` is not registered.
public final class Lazy<Service: Sendable>: Sendable, InstanceWrapper {
    private let make: @Sendable () throws(ResolutionError) -> Any
    private let made = Mutex<Service?>(nil)
    static var wrappedType: Any.Type { Service.self }

    private init(make: @escaping @Sendable () throws(ResolutionError) -> Any) {
        self.make = make
    }

    static func wrapping(_ source: WrappedSource) -> Self? {
        source.isRegistered ? Self(make: source.inThisGraphLater) : nil
    }

    /// The service, built on the first call; throws why it cannot be built.
    public func get() throws(ResolutionError) -> Service {
        if let made = made.withLock({ $0 }) { return made }
        let instance: Service = try cast(make)
        return made.withLock { made in
            made = made ?? instance
            return made ?? instance
        }
    }

    /// The service, built on first use (Swinject's form). Traps, naming the chain, when it cannot
    /// be built: `get()` throws instead.
    public var instance: Service { orTrap(get) }
}

/// Resolves its service anew, in a new graph, each time: for code that needs fresh instances.
/// Resolving `Provider<T>` fails when `T` is not registered.
public final class Provider<Service: Sendable>: Sendable, InstanceWrapper {
    private let make: @Sendable () throws(ResolutionError) -> Any
    static var wrappedType: Any.Type { Service.self }

    private init(make: @escaping @Sendable () throws(ResolutionError) -> Any) {
        self.make = make
    }

    static func wrapping(_ source: WrappedSource) -> Self? {
        source.isRegistered ? Self(make: source.inNewGraph) : nil
    }

    /// A new instance of the service; throws why it cannot be built.
    public func get() throws(ResolutionError) -> Service { try cast(make) }

    /// A new instance of the service (Swinject's form). Traps, naming the chain, when it cannot
    /// be built: `get()` throws instead.
    public var instance: Service { orTrap(get) }
}

/// Runs `make` and casts its result, which cannot fail: the wrapped key is the service's own.
private func cast<Service>(_ make: () throws(ResolutionError) -> Any) throws(ResolutionError) -> Service {
    guard let service = try make() as? Service else {
        throw ResolutionError(
            reason: .notRegistered, requested: ServiceDescription(Service.self, name: nil, arguments: Void.self))
    }
    return service
}

/// Swinject's `instance` cannot fail, so a failure is a programming error, reported with its chain.
private func orTrap<Service>(_ get: () throws(ResolutionError) -> Service) -> Service {
    do {
        return try get()
    } catch {
        preconditionFailure(error.description)
    }
}
