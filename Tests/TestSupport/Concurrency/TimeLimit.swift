import Synchronization

/// Runs `body` and returns its result, or nil when it has not finished within `limit`: a bound
/// that turns a hang into a failure, not a speed target. A late body is left to finish alone.
public func withinTimeLimit<T: Sendable>(
    _ limit: Duration = .seconds(30), _ body: @escaping @Sendable () async -> T
) async -> T? {
    await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
        let once = ResumeOnce(continuation)
        Task {
            once.resume(returning: await body())
        }
        Task {
            try? await Task.sleep(for: limit)
            once.resume(returning: nil)
        }
    }
}

/// A continuation that only its first caller resumes.
private final class ResumeOnce<T: Sendable>: Sendable {
    private let pending: Mutex<CheckedContinuation<T?, Never>?>

    init(_ continuation: CheckedContinuation<T?, Never>) {
        pending = Mutex(continuation)
    }

    func resume(returning value: T?) {
        pending.withLock { $0.take() }?.resume(returning: value)
    }
}
