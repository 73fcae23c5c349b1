import RemoteStore

extension RetryPolicy {
    /// One attempt only: a test that asserts one failure's mapping sees it without the retries
    /// the app makes (the app itself always retries transient failures).
    static let never = RetryPolicy(maximumAttempts: 1)
}
