import Foundation

/// Runs blocking `work` (waiting on a child process, reading a pipe to its end, opening a store
/// that fsyncs) on a thread of its own instead of one of the few threads every async test shares.
///
/// Swift's cooperative pool has one thread per core: on a 2-core machine two tests blocked in
/// `waitUntilExit()` stop every other test in the process, and time-bounded checks beside them
/// fail for no fault of their own.
public func offCooperativePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try work() })
        }
        thread.start()
    }
}
