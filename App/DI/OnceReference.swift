import Synchronization

/// A reference set at most once and then read lock-free by any thread: the frozen table of a
/// container. Like the standard `AtomicLazyReference`, but fully
/// `@inlinable`, so a read compiles to one acquire load in the caller's module instead of a
/// call into unspecialised generic code (which looks up generic metadata on every read).
@usableFromInline
struct OnceReference<Instance: AnyObject>: ~Copyable {
    /// The address of the retained instance, or 0 while unset.
    @usableFromInline let address = Atomic<UInt>(0)

    @inlinable
    init() {}

    /// The instance, if set. Acquire ordering makes everything written before `storeIfNil`
    /// visible to the reader.
    @inlinable
    func load() -> Instance? {
        guard let pointer = UnsafeRawPointer(bitPattern: address.load(ordering: .acquiring)) else {
            return nil
        }
        return Unmanaged<Instance>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with the instance, if set, without retaining it: the reference stays valid
    /// because it is never replaced and the owner of this storage outlives the call.
    @inlinable
    func withLoaded<Result>(_ body: (Instance) -> Result) -> Result? {
        guard let pointer = UnsafeRawPointer(bitPattern: address.load(ordering: .acquiring)) else {
            return nil
        }
        return Unmanaged<Instance>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    /// Sets the instance unless one was set already, and returns the one that is set.
    @inlinable
    func storeIfNil(_ instance: Instance) -> Instance {
        let retained = Unmanaged.passRetained(instance)
        let desired = UInt(bitPattern: retained.toOpaque())
        let (exchanged, current) = address.compareExchange(
            expected: 0, desired: desired, successOrdering: .acquiringAndReleasing, failureOrdering: .acquiring)
        guard !exchanged, let pointer = UnsafeRawPointer(bitPattern: current) else {
            return instance
        }
        retained.release()
        return Unmanaged<Instance>.fromOpaque(pointer).takeUnretainedValue()
    }

    deinit {
        if let pointer = UnsafeRawPointer(bitPattern: address.load(ordering: .acquiring)) {
            Unmanaged<Instance>.fromOpaque(pointer).release()
        }
    }
}

// The address is only read and written atomically, and the instance is never replaced.
extension OnceReference: @unchecked Sendable where Instance: Sendable {}
