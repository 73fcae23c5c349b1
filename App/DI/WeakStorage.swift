import Synchronization

/// The instance of one weak-scoped registration: shared while someone keeps it alive, rebuilt
/// when it was released. Not on a hot path, so a lock guards both reading and creating.
///
/// `@unchecked Sendable`: `object` is only read and written under `lock`.
@usableFromInline
final class WeakStorage<Service>: @unchecked Sendable {
    @usableFromInline let lock = Mutex(())
    @usableFromInline weak var object: AnyObject?

    /// The live instance, or one created by `make` and then held weakly. Services that are not
    /// class instances cannot be held weakly and are returned without being kept.
    @inlinable
    func existingOrCreate(
        _ make: () throws(ResolutionError) -> Service
    ) throws(ResolutionError) -> Service {
        let outcome: Result<Service, ResolutionError> = lock.withLock { _ in
            if let live = object, let service = live as? Service {
                return .success(service)
            }
            do throws(ResolutionError) {
                let service = try make()
                if type(of: service as Any) is AnyClass {
                    object = service as AnyObject
                }
                return .success(service)
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }
}
