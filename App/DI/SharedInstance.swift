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
        guard Creations.shared.wait(me, for: cell) else { throw graph.cycle(at: key) }
        return try gate.withLock { (_: inout ()) throws(ResolutionError) -> Any in
            Creations.shared.update { $0.awaited[me] = nil }
            if let existing = existing() { return existing }
            Creations.shared.update { $0.creator[cell] = me }
            defer { Creations.shared.update { $0.creator[cell] = nil } }
            let instance = try create()
            stored.withLock { stored in
                stored = Stored(strong: weakly ? nil : instance, object: weakly ? Self.object(instance) : nil)
            }
            return instance
        }
    }

    /// The instance as an object that can be held weakly, or nil for a value (built anew each time).
    private static func object(_ instance: any Sendable) -> sending AnyObject? {
        type(of: instance as Any) is AnyClass ? instance as AnyObject : nil
    }
}

/// Which thread creates which shared instance, and which instance each thread waits for, across all containers: the
/// graph that tells a wait that would never end (two singletons that need each other, entered from both ends at once).
final class Creations: Sendable {
    static let shared = Creations()

    /// The creator of each instance being created, and the instance each waiting thread waits for.
    struct State {
        var creator: [ObjectIdentifier: ObjectIdentifier] = [:], awaited = [ObjectIdentifier: ObjectIdentifier]()
    }
    private let state = Mutex(State())

    func update(_ change: (inout State) -> Void) { state.withLock { change(&$0) } }

    /// Records that `thread` waits for `cell`; false when following creators and what they await leads back to it.
    func wait(_ thread: ObjectIdentifier, for cell: ObjectIdentifier) -> Bool {
        state.withLock { state in
            var next: ObjectIdentifier? = cell
            while let current = next, let creator = state.creator[current] {
                if creator == thread { return false }
                next = state.awaited[creator]
            }
            state.awaited[thread] = cell
            return true
        }
    }
}
