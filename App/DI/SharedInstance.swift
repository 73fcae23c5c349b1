import Foundation
import Synchronization

/// The instance of one container- or weak-scoped registration, and the once-gate of its factory: it holds no lock other
/// registrations need, so a slow singleton (one opens the store and fsyncs) delays only the requests that need it.
@usableFromInline
final class SharedInstance<Service: Sendable>: Sendable {
    @usableFromInline let strong = Mutex<Service?>(nil)
    @usableFromInline let weakly: Bool
    @usableFromInline let weakReference = Mutex(WeakReference())
    /// Held by the thread running the factory; others wait on it.
    private let gate = Mutex(())

    init(weakly: Bool) { self.weakly = weakly }

    /// The instance, if it exists (and is alive); unwrapped before the cast: `nil as? Service` crashes optimised (6.3).
    @inlinable
    func existing() -> Service? {
        if let instance = strong.withLock({ $0 }) { return instance }
        return weakly ? weakReference.withLock { $0.object }.flatMap { $0 as? Service } : nil
    }

    /// The instance, created by `create` unless another thread did meanwhile. A thread that would wait for itself,
    /// directly or through threads waiting for what it creates, gets a `.cycle` error: the wait would never end.
    func existingOrCreate(
        for key: ServiceKey, create: () throws(ResolutionError) -> Service
    ) throws(ResolutionError) -> Service {
        let (me, cell) = (ObjectIdentifier(Thread.current), ObjectIdentifier(self))
        guard Creations.shared.wait(me, for: cell) else { throw ResolutionError(reason: .cycle, requested: key) }
        return try gate.withLock { (_: inout ()) throws(ResolutionError) -> Service in
            Creations.shared.update { $0.awaited[me] = nil }
            if let existing = existing() { return existing }
            Creations.shared.update { $0.creator[cell] = me }
            defer { Creations.shared.update { $0.creator[cell] = nil } }
            let instance = try create()
            strong.withLock { $0 = weakly ? nil : instance }
            weakReference.withLock { $0.object = weakly ? Self.object(instance) : nil }
            return instance
        }
    }

    /// The instance as an object that can be held weakly, or nil for a value.
    private static func object(_ instance: Service) -> sending AnyObject? {
        type(of: instance as Any) is AnyClass ? instance as AnyObject : nil
    }
}

@usableFromInline struct WeakReference { @usableFromInline weak var object: AnyObject? }

/// Which thread creates which shared instance, and which instance each thread waits for, across all containers.
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
