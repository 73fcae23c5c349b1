import Data

/// The clock, the sleep and the dice the retry loop uses, injected so that tests can check
/// every wait without waiting.
public struct RetryTiming: Sendable {
    /// The current instant.
    public var now: @Sendable () -> ContinuousClock.Instant
    /// Waits for the duration; throws when the calling task is cancelled.
    public var sleep: @Sendable (Duration) async throws -> Void
    /// A jitter draw in 0..<1.
    public var random: @Sendable () -> Double

    /// Makes a timing from its parts.
    public init(
        now: @escaping @Sendable () -> ContinuousClock.Instant,
        sleep: @escaping @Sendable (Duration) async throws -> Void,
        random: @escaping @Sendable () -> Double
    ) {
        self.now = now
        self.sleep = sleep
        self.random = random
    }

    /// The real clock, `Task.sleep` and the system random generator.
    public static let live = RetryTiming(
        now: { ContinuousClock.now },
        sleep: { duration in try await Task.sleep(for: duration) },
        random: { Double.random(in: 0..<1) }
    )
}
