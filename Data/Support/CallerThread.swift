import Foundation

/// Lets a caller that runs on a thread of its own, not on Swift's cooperative pool, have a store
/// answer a lookup by id right there instead of on the store's own thread.
///
/// Why: a store runs its blocking calls (SQLite's reads may wait on the disk) on threads of its
/// own, so that they never hold one of the cooperative pool's few threads. A caller on its own
/// thread, such as the HTTP server's event loop, would block on nothing the pool needs; for it,
/// the hop to the store's thread and back (two wake-ups) costs more than a cached lookup itself.
/// The permission is tied to the thread the caller named: after a real suspension the task may
/// go on elsewhere, where it no longer holds.
public enum CallerThread {
    /// The thread whose caller may block, while it runs `run(blockable:)`'s body.
    @TaskLocal static var blockable: UInt?

    /// Runs `body`, in which a lookup by id that a free SQLite reader can answer at once runs
    /// on the current thread as long as the task is still on it. Call it only on a thread that
    /// is not one of Swift's cooperative pool.
    public static func run<T, Failure: Error>(
        blockable body: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        let result = await $blockable.withValue(currentThread) { () async -> Result<T, Failure> in
            do throws(Failure) {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Whether the current thread is the one that ``run(blockable:)`` named.
    static var mayBlock: Bool {
        guard let blockable else { return false }
        return blockable == currentThread
    }

    /// The calling thread's identity, as a number: `pthread_t` is one on Linux, a pointer on Darwin.
    static var currentThread: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }
}
