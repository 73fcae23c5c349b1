import Data
import RemoteStore
import Synchronization

/// A clock that moves only when the retry loop sleeps, recording each sleep: retries are checked
/// without waiting. Optionally cancels the sleeping task, as a user would during a wait.
final class FakeRetryTiming: Sendable {
    private let start = ContinuousClock.now
    private let elapsed = Mutex(Duration.zero)
    private let recorded = Mutex<[Duration]>([])
    private let jitter: Double
    private let failSleeps: Bool

    /// `jitter` is every random draw; `failSleeps` makes every sleep throw as a cancelled one does.
    init(jitter: Double = 0, failSleeps: Bool = false) {
        self.jitter = jitter
        self.failSleeps = failSleeps
    }

    /// Every sleep asked for, in order.
    var sleeps: [Duration] { recorded.withLock { $0 } }

    /// Moves the clock without a sleep, as a slow attempt would.
    func advance(by duration: Duration) {
        elapsed.withLock { $0 += duration }
    }

    var timing: RetryTiming {
        RetryTiming(
            now: { [self] in start + elapsed.withLock { $0 } },
            sleep: { [self] duration in
                recorded.withLock { $0.append(duration) }
                if failSleeps { throw CancellationError() }
                advance(by: duration)
            },
            random: { [jitter] in jitter }
        )
    }
}
