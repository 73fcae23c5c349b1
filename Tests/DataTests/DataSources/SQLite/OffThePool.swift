import Foundation

/// Runs blocking work (a child process, an integrity check of a large file) on a Dispatch
/// thread, so that it never holds one of the cooperative pool's few threads that every other
/// test running in parallel needs.
func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async {
            continuation.resume(with: Result { try body() })
        }
    }
}
