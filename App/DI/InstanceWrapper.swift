import Synchronization

/// A type (`Lazy<T>`, `Provider<T>`, `T?`) resolved through the type it wraps, when it has no registration of its own.
protocol InstanceWrapper {
    static var wrappedType: Any.Type { get }
    /// The wrapper, or nil when it cannot be made (`Lazy` and `Provider` of an unregistered type).
    static func wrapping(_ source: WrappedSource) -> Self?
}

/// How a wrapper builds its service (same name and arguments): now, in the requesting graph; or later, in a new graph
/// that starts with the requesting graph's instances so far (`sharingGraph`) or empty.
struct WrappedSource {
    let isRegistered: Bool
    let now: () throws(ResolutionError) -> Any
    let later: @Sendable (_ sharingGraph: Bool) throws(ResolutionError) -> Any
}

extension ResolutionContext {
    /// `Service` as a wrapper of the service registered under `key`'s name and arguments, or nil when `Service` is no
    /// wrapper (or cannot wrap it).
    func wrapper<Service, Arguments: Sendable>(of key: ServiceKey, _ arguments: Arguments) -> Service? {
        guard let wrapper = Service.self as? any InstanceWrapper.Type else { return nil }
        let (wrapped, container, instances) = (key.with(wrapper.wrappedType, name: key.name), container, instances)
        let source = WrappedSource(
            isRegistered: container.lookUp(wrapped) != nil,
            now: { () throws(ResolutionError) in try self.resolveAny(wrapped, arguments: arguments) },
            later: { (sharingGraph) throws(ResolutionError) in
                let later = ResolutionContext(container: container, instances: sharingGraph ? instances : [:])
                return try later.complete { () throws(ResolutionError) in
                    try later.resolveAny(wrapped, arguments: arguments)
                }
            })
        return wrapper.wrapping(source) as? Service
    }
}

extension Optional: InstanceWrapper {
    static var wrappedType: Any.Type { Wrapped.self }

    /// The wrapped service, or `.some(nil)` when it is not registered or cannot be built.
    static func wrapping(_ source: WrappedSource) -> Self? { .some((try? source.now()).flatMap { $0 as? Wrapped }) }
}

/// A service resolved on first use, then kept, in a graph holding the instances of the graph that made the `Lazy` (so
/// it shares their graph-scoped instances). Resolving `Lazy<T>` fails when `T` is not registered.
public final class Lazy<Service: Sendable>: Sendable, InstanceWrapper {
    private let later: @Sendable (Bool) throws(ResolutionError) -> Any
    private let made = Mutex<Service?>(nil)
    static var wrappedType: Any.Type { Service.self }

    private init(_ source: WrappedSource) { later = source.later }

    static func wrapping(_ source: WrappedSource) -> Self? { source.isRegistered ? Self(source) : nil }

    /// The service, built on the first call; throws why it cannot be built (and tries again next time).
    public func get() throws(ResolutionError) -> Service {
        if let made = made.withLock({ $0 }) { return made }
        let instance: Service = try cast(later(true))
        return made.withLock { made in
            made = made ?? instance
            return made ?? instance
        }
    }

    /// The service, built on first use, or `nil` when it cannot be built (Swinject traps): `get()` throws why.
    public var instance: Service? { try? get() }
}

/// Resolves its service anew, in a new graph, each time; resolving `Provider<T>` fails when `T` is not registered.
public final class Provider<Service: Sendable>: Sendable, InstanceWrapper {
    private let later: @Sendable (Bool) throws(ResolutionError) -> Any
    static var wrappedType: Any.Type { Service.self }

    private init(_ source: WrappedSource) { later = source.later }

    static func wrapping(_ source: WrappedSource) -> Self? { source.isRegistered ? Self(source) : nil }

    /// A new instance of the service; throws why it cannot be built.
    public func get() throws(ResolutionError) -> Service { try cast(later(false)) }

    /// A new instance of the service, or `nil` when it cannot be built (Swinject traps): `get()` throws why.
    public var instance: Service? { try? get() }
}

/// The built service as the wrapped type, which it always is: the wrapped key is that type's own.
private func cast<Service>(_ service: Any) throws(ResolutionError) -> Service {
    if let service = service as? Service { return service }
    throw ResolutionError(reason: .notRegistered, chain: [ServiceKey(Service.self)])
}
