import Synchronization

/// The instance of one container-scoped registration. Reading an existing instance is one
/// acquire load, no lock; the first creation is serialised so that the factory runs exactly once
/// even when many tasks ask at the same moment.
///
/// `@unchecked Sendable`: the instance is published once through `OnceReference` after being
/// built under `creationLock`, and never changes afterwards. Sharing it between tasks is the
/// point of the container scope, so container-scoped services should be `Sendable` themselves.
@usableFromInline
final class SingletonStorage<Service>: @unchecked Sendable {
    @usableFromInline let instance = OnceReference<InstanceBox<Service>>()
    @usableFromInline let creationLock = Mutex(())

    /// The instance, if it was created already.
    @inlinable
    func existing() -> Service? {
        instance.withLoaded { $0.value }
    }

    /// The instance, created by `make` if nobody created it yet. A failed creation leaves the
    /// storage empty, so a later resolve tries again.
    @inlinable
    func existingOrCreate(
        _ make: () throws(ResolutionError) -> Service
    ) throws(ResolutionError) -> Service {
        if let box = instance.load() {
            return box.value
        }
        let created: Result<InstanceBox<Service>, ResolutionError> = creationLock.withLock { _ in
            if let box = instance.load() {
                return .success(box)
            }
            do throws(ResolutionError) {
                return .success(instance.storeIfNil(InstanceBox(try make())))
            } catch {
                return .failure(error)
            }
        }
        return try created.get().value
    }
}
