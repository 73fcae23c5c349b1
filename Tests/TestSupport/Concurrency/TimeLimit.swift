import Synchronization

/// Runs `body` and returns its result, or nil when it has not finished within `limit`: a bound
/// that turns a hang into a failure, not a speed target. A late body is left to finish alone.
///
/// The default is generous because the whole suite shares two cores: each `await` in `body` waits
/// its turn among hundreds of tests' jobs on the cooperative pool. A refused connection, answered
/// by the kernel at once, was measured taking 5 to 10 s this way, and in CI once more than 30 s.
public func withinTimeLimit<T: Sendable>(
    _ limit: Duration = .seconds(120), _ body: @escaping @Sendable () async -> T
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
