import Foundation
import Synchronization

/// The resolver a factory receives: one graph being built for one top-level request. It holds the graph-scoped
/// instances, the chain of services being built (a service asked for again inside its own chain is a cycle) and the
/// `initCompleted` handlers waiting for the graph to complete. Confined to the task that made the request (not
/// `Sendable`); a factory that resolves later captures the `Container`.
final class ResolutionContext: Resolver {
    /// The container whose registrations the running factories see.
    let container: Container
    /// The graph-scoped instances built so far, by the identity of their registration.
    private(set) var instances: [ObjectIdentifier: any Sendable]
    /// The services being built, outermost first; errors show it.
    private(set) var chain: [ServiceKey] = []
    /// The `initCompleted` handlers of what this graph created, run once it is complete.
    private var pending: [() -> Void] = []

    init(container: Container, instances: [ObjectIdentifier: any Sendable] = [:]) {
        (self.container, self.instances) = (container, instances)
    }

    /// Answers a top-level request, then runs the handlers of what it created.
    func complete<Service>(_ body: () throws(ResolutionError) -> Service) throws(ResolutionError) -> Service {
        let instance = try body()
        while !pending.isEmpty { pending.removeFirst()() }
        return instance
    }

    /// The service registered or forwarded for these arguments, else a wrapper (`Lazy`, `Provider`, `Optional`) of a
    /// registered one, else the reason it cannot be built.
    func require<Service: Sendable, each Argument: Sendable>(
        _ serviceType: Service.Type, name: String?, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, arguments: (repeat each Argument).self, name: name)
        let arguments = (repeat each arguments)
        if container.lookUp(key) == nil, let wrapper: Service = wrapper(of: key, arguments) { return wrapper }
        if let instance = try resolveAny(key, arguments: arguments) as? Service { return instance }
        throw failure(key)
    }

    /// Builds the service registered or forwarded for `key`, whatever its type, as its scope says.
    func resolveAny(_ key: ServiceKey, arguments: Any) throws(ResolutionError) -> Any {
        guard let entry = container.lookUp(key) else { throw failure(key) }
        guard !chain.contains(entry.key) else { throw cycle(at: entry.key) }
        switch entry.scope {
        case .transient:
            return try build(entry, arguments)
        case .graph:
            if let cached = instances[ObjectIdentifier(entry)] { return cached }
            let instance = try build(entry, arguments)
            instances[ObjectIdentifier(entry)] = instance
            return instance
        case .container, .weak:
            if let existing = entry.shared.existing() { return existing }
            return try entry.shared.existingOrCreate(in: self, key: entry.key) { () throws(ResolutionError) in
                try build(entry, arguments)
            }
        }
    }

    /// Runs the factory of `entry` with the entry on the chain; its `initCompleted` handlers wait for the graph to
    /// complete, to resolve what needs the instance. A factory's own error becomes the cause of `.factoryFailed`.
    private func build(_ entry: ServiceEntry, _ arguments: Any) throws(ResolutionError) -> any Sendable {
        chain.append(entry.key)
        defer { chain.removeLast() }
        let instance: any Sendable
        do {
            instance = try entry.factory(self, arguments)
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw ResolutionError(reason: .factoryFailed, chain: chain, underlyingError: error)
        }
        if !entry.handlers.isEmpty {
            pending.append { [unowned self] in for handler in entry.handlers { handler(self, instance) } }
        }
        return instance
    }

    /// The error for a request of `key`, already being built on this chain (or by a thread waiting for this one).
    func cycle(at key: ServiceKey) -> ResolutionError { ResolutionError(reason: .cycle, chain: chain + [key]) }
}

/// The instance of one container- or weak-scoped registration, and the once-gate of its factory: it holds no lock other
/// registrations need, so a slow singleton (one opens the store and fsyncs) delays only the requests that need it.
final class SharedInstance: Sendable {
    /// The instance, held strongly, or weakly as an object for the weak scope (a value is not kept: built anew).
    private struct Stored {
        var strong: (any Sendable)?
        weak var object: AnyObject?
    }

    /// Across all containers, the thread creating each shared instance and the instance each waiting thread waits for:
    /// the graph that tells a wait that would never end (two singletons that need each other, entered from both ends).
    private struct Waits {
        var creator: [ObjectIdentifier: ObjectIdentifier] = [:], awaited = [ObjectIdentifier: ObjectIdentifier]()
    }
    private static let waits = Mutex(Waits())

    private let weakly: Bool
    private let stored = Mutex(Stored())
    /// Held by the thread running the factory; others wait on it.
    private let gate = Mutex(())

    init(weakly: Bool) { self.weakly = weakly }

    /// The instance, if it exists (and is alive).
    func existing() -> Any? { stored.withLock { $0.strong.map { $0 as Any } ?? $0.object } }

    /// The instance, created by `create` unless another thread did meanwhile. A thread that would wait for itself,
    /// directly or through threads waiting for what it creates, gets `graph`'s cycle error: the wait would never end.
    func existingOrCreate(
        in graph: ResolutionContext, key: ServiceKey, create: () throws(ResolutionError) -> any Sendable
    ) throws(ResolutionError) -> Any {
        let (me, cell) = (ObjectIdentifier(Thread.current), ObjectIdentifier(self))
        guard Self.wait(me, for: cell) else { throw graph.cycle(at: key) }
        return try gate.withLock { (_: inout ()) throws(ResolutionError) -> Any in
            Self.waits.withLock { $0.awaited[me] = nil }
            if let existing = existing() { return existing }
            Self.waits.withLock { $0.creator[cell] = me }
            defer { Self.waits.withLock { $0.creator[cell] = nil } }
            let instance = try create()
            stored.withLock {
                $0 = Stored(strong: weakly ? nil : instance, object: weakly ? Self.object(instance) : nil)
            }
            return instance
        }
    }

    /// Records that `thread` waits for `cell`; false when following creators and what they await leads back to it.
    private static func wait(_ thread: ObjectIdentifier, for cell: ObjectIdentifier) -> Bool {
        waits.withLock { waits in
            var next: ObjectIdentifier? = cell
            while let current = next, let creator = waits.creator[current] {
                if creator == thread { return false }
                next = waits.awaited[creator]
            }
            waits.awaited[thread] = cell
            return true
        }
    }

    /// The instance as an object that can be held weakly, or nil for a value (built anew each time).
    private static func object(_ instance: any Sendable) -> sending AnyObject? {
        type(of: instance as Any) is AnyClass ? instance as AnyObject : nil
    }
}
