import Foundation
import Synchronization

/// The instance of one container- or weak-scoped registration, and the once-gate of its factory: it holds no lock other
/// registrations need, so a slow singleton (one opens the store and fsyncs) delays only the requests that need it.
final class SharedInstance: Sendable {
    /// The instance, held strongly, or weakly as an object for the weak scope.
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
    func existing() -> Any? {
        stored.withLock { stored in
            if let strong = stored.strong { return strong }
            return stored.object
        }
    }

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
            stored.withLock { stored in
                stored = Stored(strong: weakly ? nil : instance, object: weakly ? Self.object(instance) : nil)
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
