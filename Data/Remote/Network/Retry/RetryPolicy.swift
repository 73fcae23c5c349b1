import Data

/// When and how long to wait before sending an idempotent request again.
///
/// Exponential backoff with jitter: before attempt `n + 1` the wait is drawn from the upper half
/// of `min(maximumDelay, initialDelay * 2^(n-1))`, so waits grow and clients that failed together
/// do not retry together. A `Retry-After` from a 429 or 503 replaces the computed wait. No wait
/// starts that would end past ``maximumTotalTime`` after the first attempt began, so a request
/// takes at most that long plus one attempt's timeout.
public struct RetryPolicy: Sendable, Equatable {
    /// The most attempts in all, the first one included; 1 means never retry.
    public var maximumAttempts: Int
    /// The wait before the first retry, before jitter.
    public var initialDelay: Duration
    /// The longest computed wait (a server's `Retry-After` may ask for longer).
    public var maximumDelay: Duration
    /// The time budget for all attempts and waits together.
    public var maximumTotalTime: Duration

    /// Makes a policy; the defaults try three times within 30 seconds.
    public init(
        maximumAttempts: Int = 3,
        initialDelay: Duration = .milliseconds(200),
        maximumDelay: Duration = .seconds(5),
        maximumTotalTime: Duration = .seconds(30)
    ) {
        self.maximumAttempts = maximumAttempts
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.maximumTotalTime = maximumTotalTime
    }

    /// The wait before the attempt after `attempt` (1-based), given a jitter draw in 0..<1.
    func backoff(after attempt: Int, jitter: Double) -> Duration {
        let doublings = min(max(attempt - 1, 0), 30)
        let ceiling = min(maximumDelay, initialDelay * (1 << doublings))
        let draw = min(max(jitter, 0), 1)
        return ceiling / 2 + (ceiling / 2) * draw
    }
}
